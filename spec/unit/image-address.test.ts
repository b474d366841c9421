import { describe, expect, test } from "vitest";
import type { ServiceHosts } from "../../contracts/request-table";
import { imageAddress } from "../../site/src/requests/image-address";

/** Image ids that cannot name an image (source spec §7, CALL-8): the site's own drawing "sem imagem" instead. */

describe("imageAddress @clause:CALL-8", () => {
  test("'.' and '..' cannot be a path segment: the default local image, not a broken page", () => {
    expect(imageAddress(".")).toBe("/artwork/sem-imagem.svg");
    expect(imageAddress("..")).toBe("/artwork/sem-imagem.svg");
  });

  test("any other failure is not hidden behind the default image", () => {
    const broken = new Proxy({} as ServiceHosts, {
      get: () => {
        throw new TypeError("no hosts");
      },
    });
    expect(() => imageAddress("outlander-estudio", broken)).toThrow("no hosts");
  });
});
