import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { ASSET_ID_PATTERN } from "../../contracts/image";
import { IMAGE_OPTIMISER_PATH, OPTIMISED_WIDTHS } from "../../contracts/image-optimisation";
import { imageAddress, optimisedImageAddress, optimisedSrcSet } from "../../site/src/requests/image-address";

/**
 * With a photo host set for the build (GATSBY_MULTIMEDIA_URL), its images go
 * through the optimiser too, at the widths it serves, rather than the same
 * full-size file in every `srcset` entry; any other origin passes as it is.
 */

const PHOTO_HOST = { multimedia: "https://midia.exemplo.com.br", portal: "", auth: "", search: "" };
const SITE = "https://www.exemplo.com.br";
const imageId = () => fc.stringMatching(ASSET_ID_PATTERN);
const optimisedWidth = () => fc.constantFrom(...OPTIMISED_WIDTHS);

describe("images of the multimedia host", () => {
  test.prop([imageId(), optimisedWidth()])(
    "are resized by the optimiser, their address whole in `url`",
    (id, width) => {
      const source = imageAddress(id, PHOTO_HOST);
      expect(source.startsWith(`${PHOTO_HOST.multimedia}/`)).toBe(true);
      const url = new URL(optimisedImageAddress(source, width, 75, PHOTO_HOST), SITE);
      expect(url.pathname).toBe(IMAGE_OPTIMISER_PATH);
      expect(Object.fromEntries(url.searchParams)).toEqual({ url: source, w: String(width), q: "75" });
    },
  );

  test.prop([imageId(), fc.subarray([...OPTIMISED_WIDTHS], { minLength: 1 })])(
    "get one optimiser address per width of the srcset, each a width the optimiser serves",
    (id, widths) => {
      const entries = optimisedSrcSet(imageAddress(id, PHOTO_HOST), widths, PHOTO_HOST).split(", ");
      expect(entries).toHaveLength(widths.length);
      entries.forEach((entry, index) => {
        const [address, descriptor] = entry.split(" ");
        const url = new URL(address ?? "", SITE);
        expect(url.searchParams.get("w")).toBe(String(widths[index]));
        expect(descriptor).toBe(`${widths[index]}w`);
      });
      expect(new Set(entries).size).toBe(widths.length);
    },
  );

  test("an image of any other origin passes as it is", () => {
    for (const elsewhere of [
      "https://midia.exemplo.com.br.outro.net/foto.jpg",
      "https://outro.exemplo.com.br/api/images/v1.0/foto",
      "//midia.exemplo.com.br/foto.jpg",
    ]) {
      expect(optimisedImageAddress(elsewhere, 640, 75, PHOTO_HOST)).toBe(elsewhere);
    }
  });
});
