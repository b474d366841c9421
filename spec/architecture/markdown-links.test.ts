import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import {
  anchorOf,
  anchorsIn,
  brokenLinks,
  describeBroken,
  linksIn,
  repositoryListing,
  withoutCode,
} from "./markdown-links";

/**
 * Every relative link of the repository's Markdown (the README, docs/, the
 * changelog, the features' readmes) leads to a file or folder of the
 * repository, and to a heading that Markdown file has. A renamed file, a moved
 * page or a link out of the repository fails `npm test` naming the file, the
 * line and the target.
 */

const listing = repositoryListing(ROOT);

describe("the repository's Markdown links", () => {
  test.skipIf(listing.kind === "inside-another")("lead to files, folders and headings of the repository", () => {
    if (listing.kind === "inside-another") return;
    const markdown = listing.files.filter((file) => file.endsWith(".md"));
    expect(markdown, "the repository's Markdown files").toContain("README.md");
    expect(brokenLinks(ROOT, listing.files, markdown).map(describeBroken)).toEqual([]);
  });
});

describe("the check's own reading of Markdown", () => {
  test("reads inline links, images, anchors, titles and reference definitions, with their lines", () => {
    const text = [
      "See [the docs](docs/README.md) and [a part](docs/server.md#configuration).",
      '![a picture](docs/screenshots/a.png "its title") and [angle](<docs/with space.md>)',
      "[a reference][ref] and a [nested [bracket]](spec/)",
      "",
      "[ref]: ../outside.md",
    ].join("\n");
    expect(linksIn(text)).toEqual([
      { line: 1, target: "docs/README.md" },
      { line: 1, target: "docs/server.md#configuration" },
      { line: 2, target: "docs/screenshots/a.png" },
      { line: 2, target: "docs/with space.md" },
      { line: 3, target: "spec/" },
      { line: 5, target: "../outside.md" },
    ]);
  });

  test("reads no link inside a fenced block or a code span", () => {
    const text = ["```md", "[in a fence](missing.md)", "```", "`[in a span](missing.md)` [kept](kept.md)"].join("\n");
    expect(withoutCode(text).split("\n")).toHaveLength(4);
    expect(linksIn(text)).toEqual([{ line: 4, target: "kept.md" }]);
  });

  test("writes a heading's anchor as GitHub does", () => {
    expect(anchorOf("Measured power: `npm run mutate`")).toBe("measured-power-npm-run-mutate");
    expect(anchorOf("The server's limits, ports & `NO_CITY_YET`")).toBe("the-servers-limits-ports--no_city_yet");
    expect(anchorOf("Seleção de [cidade](x.md)")).toBe("seleção-de-cidade");
    expect([...anchorsIn('# A\n## A\n```\n# not a heading\n```\n<a id="kept"></a>')]).toEqual(["a", "a-1", "kept"]);
  });

  describe("on a small repository", () => {
    const root = mkdtempSync(path.join(tmpdir(), "markdown-links-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      "README.md",
      "# Home\n[guide](docs/guide.md#setting-up) [docs](docs) [self](#home) [site](https://example.com)\n",
    );
    write("docs/guide.md", "# Guide\n## Setting up\n[back](../README.md) [mail](mailto:a@example.com)\n");
    const files = ["README.md", "docs/guide.md"];

    test("passes links that lead to a file, a folder, a heading, or out by a scheme", () => {
      expect(brokenLinks(root, files, files)).toEqual([]);
    });

    test("names the file, the line and the target of each link that leads nowhere", () => {
      write(
        "docs/broken.md",
        "# Broken\n\n[gone](gone.md)\n[out](../../shared/source-spec.md) [heading](guide.md#tearing-down)\n",
      );
      const broken = brokenLinks(root, [...files, "docs/broken.md"], ["docs/broken.md"]).map(describeBroken);
      expect(broken).toEqual([
        "docs/broken.md:3: (gone.md) names docs/gone.md, which is no file or folder of the repository",
        "docs/broken.md:4: (../../shared/source-spec.md) leaves the repository",
        'docs/broken.md:4: (guide.md#tearing-down) names a heading "#tearing-down" that docs/guide.md does not have',
      ]);
    });
  });
});
