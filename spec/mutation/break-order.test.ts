import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { breakOrder, gatsbyBuildModules } from "./break-order";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "break-order-"));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("the modules Gatsby compiles into its build files", () => {
  test("are gatsby-node's and gatsby-config's imports, followed through the modules they import", () => {
    const root = repository({
      "site/gatsby-node.ts": 'import { pages } from "./src/routes/pages";\n',
      "site/gatsby-config.ts": 'import { brand } from "./src/brand";\n',
      "site/src/routes/pages.ts": 'import { keys } from "../../../contracts/storage-keys";\n',
      "site/src/brand.ts": "export const brand = 1;\n",
      "contracts/storage-keys.ts": "export const keys = 1;\n",
      "site/src/components/footer.tsx": 'import { brand } from "../brand";\n',
    });
    expect([...gatsbyBuildModules(root)].sort()).toEqual([
      "contracts/storage-keys.ts",
      "site/gatsby-config.ts",
      "site/gatsby-node.ts",
      "site/src/brand.ts",
      "site/src/routes/pages.ts",
    ]);
  });

  test("in this repository, take in the route rules and leave out the components", () => {
    const modules = gatsbyBuildModules(path.resolve(__dirname, "..", ".."));
    expect(modules.has("site/src/routes/visibility.ts")).toBe(true);
    expect(modules.has("site/src/components/footer/site-footer.tsx")).toBe(false);
  });
});

describe("the order of the rule breaks", () => {
  test("runs the server's first, then the site's, and last those that make Gatsby start cold, each group in file order", () => {
    const rules = [
      { id: "cold-1", file: "site/src/brand.ts" },
      { id: "site-1", file: "site/src/components/footer.tsx" },
      { id: "server-1", file: "server/security-headers.ts" },
      { id: "cold-2", file: "contracts/storage-keys.ts" },
      { id: "site-2", file: "contracts/lead.ts" },
      { id: "server-2", file: "server/api/leads.ts" },
    ];
    const cold = new Set(["site/src/brand.ts", "contracts/storage-keys.ts"]);
    expect(breakOrder(rules, cold).map((rule) => rule.id)).toEqual([
      "server-1",
      "server-2",
      "site-1",
      "site-2",
      "cold-1",
      "cold-2",
    ]);
  });
});
