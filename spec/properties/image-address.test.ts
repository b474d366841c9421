import { fc, test } from "@fast-check/vitest";
import { describe, expect, vi } from "vitest";
import { ASSET_ID_PATTERN } from "../../contracts/image";
import { IMAGE_OPTIMISER_PATH, OPTIMISED_WIDTH, optimisationQuerySchema } from "../../contracts/image-optimisation";
import { imageAddress, optimisedImageAddress } from "../../site/src/requests/image-address";
import { hostBase, hostileText } from "../arbitraries/requests";

const NO_HOSTS = { multimedia: "", portal: "", auth: "", search: "" };
/** The site's own image for a missing id (decision CAT-11). */
const DEFAULT_IMAGE = "/artwork/sem-imagem.svg";
const SITE = "https://www.mitsubishimotors.com.br";

// An image id as the catalogue writes them: lower-case words joined by hyphens.
const imageId = () => fc.stringMatching(ASSET_ID_PATTERN);
// A blank id: missing, empty, or only spaces.
const blankId = () => fc.oneof(fc.constant(null), fc.constant(undefined), fc.stringMatching(/^[ \t\n]*$/));
// A site path of an image, as the optimiser is given it.
const sitePath = () =>
  fc.oneof(
    imageId().map((id) => `/api/images/v1.0/${id}`),
    imageId().map((id) => `/artwork/${id}.svg`),
  );

describe("imageAddress", () => {
  test.prop([imageId()])("is GET {multimedia}/api/images/v1.0/{id} @clause:CALL-7", (id) => {
    expect(imageAddress(id, NO_HOSTS)).toBe(`/api/images/v1.0/${id}`);
  });

  test.prop([imageId(), hostBase()])("starts with the multimedia host when one is set @clause:CALL-7", (id, host) => {
    expect(imageAddress(id, { ...NO_HOSTS, multimedia: host })).toBe(`${host}/api/images/v1.0/${id}`);
  });

  test.prop([blankId()])("gives the default local image when the id is missing or empty @clause:CALL-8", (id) => {
    expect(imageAddress(id, NO_HOSTS)).toBe(DEFAULT_IMAGE);
  });

  test.prop([hostileText()])("never leaves the image service, whatever the id", (id) => {
    const url = new URL(imageAddress(id, NO_HOSTS), SITE);
    expect(url.origin).toBe(SITE);
    const inService = url.pathname.startsWith("/api/images/v1.0/") && url.pathname.split("/").length === 5;
    expect(inService || url.pathname === DEFAULT_IMAGE).toBe(true);
    expect(url.search).toBe("");
  });
});

describe("optimisedImageAddress", () => {
  test.prop([
    fc.oneof(
      sitePath().map((source) => ({ source, hosts: NO_HOSTS })),
      // An image of the multimedia host set for the build: the optimiser is given its whole address.
      fc
        .tuple(hostBase(), imageId())
        .map(([host, id]) => ({ source: `${host}/api/images/v1.0/${id}`, hosts: { ...NO_HOSTS, multimedia: host } })),
    ),
    fc.integer({ min: OPTIMISED_WIDTH.min, max: OPTIMISED_WIDTH.max }),
  ])(
    "carries url, w and q, and nothing else, for the site's images and the multimedia host's @clause:CALL-11",
    ({ source, hosts }, width) => {
      const url = new URL(optimisedImageAddress(source, width, undefined, hosts), SITE);
      expect(url.pathname).toBe(IMAGE_OPTIMISER_PATH);
      expect([...url.searchParams.keys()]).toEqual(["url", "w", "q"]);
      expect(url.searchParams.get("url")).toBe(source);
      expect(url.searchParams.get("w")).toBe(String(width));
    },
  );

  test.prop([sitePath(), fc.integer({ min: 1, max: 5000 })])(
    "asks for quality 75 unless told otherwise @clause:CONST-5",
    (source, width) => {
      const url = new URL(optimisedImageAddress(source, width), SITE);
      expect(url.searchParams.get("q")).toBe("75");
    },
  );

  test.prop([sitePath(), fc.double(), fc.double()])(
    "always builds a query the optimiser accepts @clause:CAT-12",
    (source, width, quality) => {
      const url = new URL(optimisedImageAddress(source, width, quality), SITE);
      expect(optimisationQuerySchema().safeParse(Object.fromEntries(url.searchParams)).success).toBe(true);
    },
  );

  test("leaves an image of another origin as it is: the optimiser resizes only the site's own", () => {
    const elsewhere = "https://midia.mitsubishimotors.com.br/api/images/v1.0/pajero-sport-hero";
    expect(optimisedImageAddress(elsewhere, 640)).toBe(elsewhere);
    expect(optimisedImageAddress("//evil.example/x.png", 640)).toBe("//evil.example/x.png");
  });
});

describe("the image addresses from the module as it loads", () => {
  test("give the default image for a missing id, and url, w and q for the optimiser @clause:CALL-8 @clause:CALL-11 @clause:CONST-5", async () => {
    // The default image and the optimiser's bounds are set as the module loads. The mutation run shares modules
    // between test files, so only a fresh import of the module sees a change to them.
    vi.resetModules();
    const fresh = await import("../../site/src/requests/image-address");
    expect(fresh.imageAddress(undefined, NO_HOSTS)).toBe(DEFAULT_IMAGE);
    const url = new URL(fresh.optimisedImageAddress("/artwork/outlander.svg", 640), SITE);
    expect(url.pathname).toBe(IMAGE_OPTIMISER_PATH);
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: "/artwork/outlander.svg", w: "640", q: "75" });
  });
});
