import type { PageElement } from "./screenplay/page-element";

/**
 * The links of a list that a visitor cannot see, by their text: hidden by
 * style, cut off by a box that hides what overflows it (an accordion held to
 * a height), or, when in the window, covered by something else (the panel's
 * picture). A link below the window of a menu that scrolls is seen by
 * scrolling, so only a box that hides or clips its overflow cuts one off.
 */
export function unseenLinks(list: PageElement): Promise<string[]> {
  return list.find({ role: "link" }).runOnAll((links) =>
    links
      .filter((link) => {
        if (!link.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
        const box = link.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) return true;
        // The document's own boxes scroll (or are locked while a menu is open): they cut nothing off.
        for (
          let ancestor = link.parentElement;
          ancestor && ancestor !== document.body;
          ancestor = ancestor.parentElement
        ) {
          const { overflowX, overflowY } = getComputedStyle(ancestor);
          const clip = ancestor.getBoundingClientRect();
          // No named function in here: tsx names them with a helper the page lacks.
          if (/^(hidden|clip)$/.test(overflowY) && (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)) {
            return true;
          }
          if (/^(hidden|clip)$/.test(overflowX) && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)) {
            return true;
          }
        }
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const inWindow = x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
        return inWindow && !link.contains(document.elementFromPoint(x, y));
      })
      .map((link) => link.textContent?.trim() ?? ""),
  );
}
