import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildCodeFiles } from "../../scripts/lib/build-inputs";
import { ROOT } from "../../tooling/paths";

describe("the build's own code counts as the build's sources", () => {
  test("the build reaches the headers file's policy and the server's security headers", () => {
    const files = buildCodeFiles().map((file) => path.relative(ROOT, file));
    expect(files).toContain("scripts/build-site.ts");
    expect(files).toContain("scripts/lib/content-security-policy.ts");
    expect(files).toContain("server/security-headers.ts");
    expect(files).not.toContain("server/main.ts");
  });

  test("imports are followed through every form a module writes them in, and nothing outside", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
    mkdirSync(path.join(dir, "lib"));
    writeFileSync(
      path.join(dir, "entry.ts"),
      'import { a } from "./lib/a";\nexport { b } from "./lib/b.js";\nimport fs from "node:fs";\nconst c = () => import("./lib/c");\n',
    );
    writeFileSync(path.join(dir, "lib", "a.ts"), 'import { d } from "../d";\nexport const a = d;\n');
    writeFileSync(path.join(dir, "lib", "b.ts"), "export const b = 2;\n");
    writeFileSync(path.join(dir, "lib", "c.tsx"), "export const c = 3;\n");
    writeFileSync(path.join(dir, "d.ts"), 'import { a } from "./lib/a";\nexport const d = 4;\n');
    writeFileSync(path.join(dir, "unused.ts"), "export const unused = 5;\n");
    const reached = buildCodeFiles(path.join(dir, "entry.ts")).map((file) => path.relative(dir, file));
    expect(reached).toEqual(["d.ts", "entry.ts", "lib/a.ts", "lib/b.ts", "lib/c.tsx"]);
  });
});
