import { describe, expect, test } from "vitest";
import { withNativeLazySources, withOneImageScript } from "../../site/src/images/native-lazy-images";

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

describe("gatsby-plugin-image's script after each image", () => {
  // As the plugin writes it (gatsby-plugin-image 3), shortened.
  const reveal =
    'const t="undefined"!=typeof HTMLImageElement;if(t){const t=document.querySelectorAll("img[data-main-image]");for(let e of t)e.complete&&(e.style.opacity=1)}';
  const listener = 'document.body.addEventListener("load",(function(e){const t=e.target;t.dataset.mainImage}),!0);';
  const image = (n: number) =>
    `<div data-gatsby-image-wrapper=""><img data-main-image="" src="/${n}"/><script type="module">${reveal}</script></div>`;

  test("runs once, after the last image: the copies before it go, the images stay", () => {
    const html = `<script type="module">${listener}</script>${image(1)}<p>texto</p>${image(2)}${image(3)}`;
    expect(withOneImageScript(html)).toBe(
      `<script type="module">${listener}</script>` +
        '<div data-gatsby-image-wrapper=""><img data-main-image="" src="/1"/></div><p>texto</p>' +
        '<div data-gatsby-image-wrapper=""><img data-main-image="" src="/2"/></div>' +
        `<div data-gatsby-image-wrapper=""><img data-main-image="" src="/3"/><script type="module">${reveal}</script></div>`,
    );
  });

  test("leaves a page with one image, or none, and any other script, as it is", () => {
    expect(withOneImageScript(image(1))).toBe(image(1));
    const other = '<script type="module">console.log("img[data-main-image]")</script>';
    const html = `${other}<script>document.title="x"</script>${image(1)}`;
    expect(withOneImageScript(html)).toBe(html);
    expect(withOneImageScript("<p>sem imagens</p>")).toBe("<p>sem imagens</p>");
  });
});
