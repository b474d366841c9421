import { describe, expect, test } from "vitest";
import { withNativeLazySources } from "../../site/src/images/native-lazy-images";

describe("lazy images of the built pages", () => {
  test("carry their sources where HTML wants them, and stay lazy", () => {
    const html =
      '<picture><source media="(max-width: 599px)" data-srcset="/a?w=384 384w" sizes="100vw"/><img data-main-image="" loading="lazy" data-src="/a?w=750" data-srcset="/a?w=384 384w, /a?w=750 750w" sizes="90vw" alt=""/></picture>';
    expect(withNativeLazySources(html)).toBe(
      '<picture><source media="(max-width: 599px)" srcset="/a?w=384 384w" sizes="100vw"/><img data-main-image="" loading="lazy" src="/a?w=750" srcset="/a?w=384 384w, /a?w=750 750w" sizes="90vw" alt=""/></picture>',
    );
  });

  test("leave every other tag as it is", () => {
    const html = '<img src="/b.svg" alt="b"/><p data-srcset="x">data-src</p>';
    expect(withNativeLazySources(html)).toBe(html);
  });
});
