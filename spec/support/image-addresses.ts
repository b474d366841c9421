import type { PageElement } from "./screenplay/page-element";

/**
 * Every address the browser may pick for the pictures of a part of the page:
 * each `<img>`'s `src` and `srcset` candidates, and those of the `<source>`
 * elements of its `<picture>`. Read from the markup, not from what loaded:
 * pictures below the fold, or shown only at another width, have not loaded.
 */
export async function pictureAddresses(pictures: PageElement): Promise<string[]> {
  // The page function declares no named function of its own: tsx names them with a helper the page lacks.
  const sets = await pictures.runOnAll((elements) =>
    elements.flatMap((element) => {
      if (!(element instanceof HTMLImageElement)) return [];
      const sources =
        element.parentElement instanceof HTMLPictureElement
          ? [...element.parentElement.querySelectorAll("source")].map((source) => source.getAttribute("srcset") ?? "")
          : [];
      return [element.getAttribute("src") ?? "", element.getAttribute("srcset") ?? "", ...sources];
    }),
  );
  return sets
    .flatMap((set) => set.split(","))
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((address) => address !== "");
}
