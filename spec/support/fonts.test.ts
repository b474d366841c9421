import { chromium } from "playwright-core";
import { describe, expect, test } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "../../tooling/chromium";
import {
  chosenFontSetup,
  ensureFonts,
  FONT_SETUPS,
  type FontSetup,
  fontconfigText,
  fontEnvironment,
} from "../../tooling/fonts";

/** The fonts the suite's browser draws with (tooling/fonts.ts): one set-up a run, and nothing else the machine has. */

describe("choosing a font set-up", () => {
  test("is the default without SPEC_FONTS, the one named otherwise, and refuses an unknown name", () => {
    expect(chosenFontSetup(undefined)).toBe("default");
    expect(chosenFontSetup("roboto")).toBe("roboto");
    expect(() => chosenFontSetup("comic-sans")).toThrow("SPEC_FONTS=comic-sans: use one of default, roboto, urw.");
  });

  test("each set-up's fontconfig file names its own folders and makes its family the system font", () => {
    const text = fontconfigText("roboto", "/tmp/cache");
    expect([...text.matchAll(/<dir>([^<]+)<\/dir>/g)].map((match) => match[1])).toEqual([
      "/usr/share/fonts/truetype/dejavu",
      "/usr/share/fonts/truetype/roboto",
    ]);
    expect(text).toContain('<edit name="family" mode="prepend_first" binding="strong"><string>Roboto</string></edit>');
  });
});

/** How wide a sample is drawn in each of these font-family lists, in a browser that sees one set-up's fonts. */
async function widths(setup: FontSetup, families: readonly string[]): Promise<number[]> {
  ensureFonts(setup);
  const browser = await chromium.launch({
    executablePath: findChromium()?.executablePath,
    args: [...CHROMIUM_ARGS],
    env: { ...process.env, ...fontEnvironment(setup) },
  });
  try {
    const page = await browser.newPage();
    return await page.evaluate((lists) => {
      return lists.map((family) => {
        const span = document.createElement("span");
        // Out of the flow and on one line: each sample's width is its own, not its lines' box.
        span.style.cssText = "position: absolute; white-space: nowrap";
        span.style.fontFamily = family;
        span.textContent = "Escolha sua cidade para ver as concessionárias mais perto de você";
        document.body.append(span);
        return span.getBoundingClientRect().width;
      });
    }, families);
  } finally {
    await browser.close();
  }
}

describe("a font set-up in the browser", () => {
  const SYSTEM_FONT = "system-ui, sans-serif";
  const FAMILY: Record<FontSetup, string> = { default: "DejaVu Sans", roboto: "Roboto", urw: "Nimbus Sans" };

  test.each(FONT_SETUPS)(
    "%s draws the system font with its own family",
    async (setup) => {
      const [system, own] = await widths(setup, [SYSTEM_FONT, `"${FAMILY[setup]}"`]);
      expect(system).toBe(own);
    },
    60_000,
  );

  test("the set-ups draw the same text at different widths, and each sees no other set-up's fonts", async () => {
    const drawn = await Promise.all(
      FONT_SETUPS.map((setup) => widths(setup, [SYSTEM_FONT, '"Roboto", serif', "serif", '"DejaVu Sans"'])),
    );
    expect(new Set(drawn.map(([system]) => system)).size).toBe(FONT_SETUPS.length);
    // Roboto exists for the roboto set-up only: elsewhere the list falls through to serif.
    for (const [index, setup] of FONT_SETUPS.entries()) {
      const [, roboto, serif] = drawn[index] ?? [];
      if (setup === "roboto") expect(roboto, setup).not.toBe(serif);
      else expect(roboto, setup).toBe(serif);
    }
    // A family the page names is drawn as named, whatever the set-up's system font.
    const dejaVu = drawn.map(([, , , named]) => named);
    expect(new Set(dejaVu).size, "DejaVu Sans in every set-up").toBe(1);
    expect(dejaVu[0]).toBe(drawn[0]?.[0]);
  }, 120_000);
});
