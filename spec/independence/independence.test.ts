import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import { contractValueImports, describeContractValueImport } from "./contract-values";
import { describeOffence, importSpecifiers, importsOutside, modulesUnder } from "./import-graph";

/**
 * The spec stands alone (decision SPEC-1): the Gherkin side knows the source
 * spec, its own fixtures and the contracts, and of the implementation only
 * what a deployment publishes. So nothing under spec/steps or spec/support may
 * import site/, server/, scripts/, shared/ or bench/, directly or through another
 * module: a check whose expected value came from the code it checks could
 * never catch that code being wrong.
 */

// tooling/ is neither implementation nor rule: where the repository's folders are and how to find a
// browser, shared by the suite, the scripts and the benchmark.
const ALLOWED = [path.join(ROOT, "spec"), path.join(ROOT, "contracts"), path.join(ROOT, "tooling")];
const GHERKIN_SIDE = [path.join(ROOT, "spec", "steps"), path.join(ROOT, "spec", "support")];

// The request builder is shown by the source as a module, not as a page (§7): its feature calls it
// directly, as its subject, and holds the source's table as the expected values.
const SUBJECTS = [path.join(ROOT, "site", "src", "requests", "request-builder.ts")];

describe("the Gherkin side of the spec", () => {
  test("imports only the spec's own modules and the contracts, however indirectly @clause:SPEC-1", () => {
    const entries = GHERKIN_SIDE.flatMap((dir) => modulesUnder(dir));
    expect(entries.length).toBeGreaterThan(40);
    expect(importsOutside(entries, ALLOWED, ROOT, SUBJECTS).map(describeOffence)).toEqual([]);
  });

  test("takes only types from the contracts: its expected values come from the features and its own oracles @clause:SPEC-2", () => {
    const modules = [...GHERKIN_SIDE, path.join(ROOT, "spec", "oracles")].flatMap((dir) => modulesUnder(dir));
    const found = modules.flatMap((file) => contractValueImports(file, path.join(ROOT, "contracts"), ROOT));
    expect(found.map(describeContractValueImport)).toEqual([]);
  });
});

describe("the import walk", () => {
  const root = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("spec/steps/a.steps.ts", 'import { helper } from "../support/helper";\nimport { z } from "zod";\n');
  write("spec/support/helper.ts", 'export { MODELS } from "../../site/src/models";\nimport "./world/index.js";\n');
  write(
    "spec/support/world/index.ts",
    'const later = () => import("../../../server/app");\nconst anyOf = (name: string) => import(name);\n',
  );
  write("spec/steps/types.steps.ts", 'import type { Model } from "../../contracts/model";\nimport "./missing";\n');
  // A loader of its own can reach the implementation unseen; one that only finds or loads a package cannot.
  write(
    "spec/steps/loaders.steps.ts",
    'import { createRequire } from "node:module";\nimport "../support/finds-a-package";\nconst routes = createRequire(import.meta.url)("../../site/src/models");\n',
  );
  write(
    "spec/support/finds-a-package.ts",
    'import { createRequire } from "node:module";\nconst axe = createRequire(import.meta.url).resolve("axe-core/axe.min.js");\nconst vnu = createRequire(import.meta.url)("vnu-jar");\nconst fs = process.getBuiltinModule("node:fs");\n',
  );
  write(
    "spec/steps/builtin.steps.ts",
    'const load = process.getBuiltinModule("node:module").createRequire(import.meta.url);\n',
  );
  write("contracts/model.ts", 'import type { Route } from "../scripts/routes";\n');
  write("site/src/models.ts", 'import "../../server/app";\n');
  write("server/app.ts", "");
  write("scripts/routes.ts", "");
  const allowed = [path.join(root, "spec"), path.join(root, "contracts")];
  const entries = modulesUnder(path.join(root, "spec", "steps"));

  test("names each import that leaves the allowed folders, and how the walk got there", () => {
    expect(importsOutside(entries, allowed, root).map(describeOffence).sort()).toEqual([
      'contracts/model.ts imports "../scripts/routes" → scripts/routes.ts (reached from spec/steps/types.steps.ts)',
      'spec/steps/builtin.steps.ts imports "(a name computed at run time)" → a module the walk cannot know',
      'spec/steps/loaders.steps.ts imports "(a name computed at run time)" → a module the walk cannot know',
      'spec/steps/types.steps.ts imports "./missing" → ./missing (no such file)',
      'spec/support/helper.ts imports "../../site/src/models" → site/src/models.ts (reached from spec/steps/a.steps.ts)',
      'spec/support/world/index.ts imports "(a name computed at run time)" → a module the walk cannot know (reached from spec/steps/a.steps.ts → spec/support/helper.ts)',
      'spec/support/world/index.ts imports "../../../server/app" → server/app.ts (reached from spec/steps/a.steps.ts → spec/support/helper.ts)',
    ]);
  });

  test("tells a value taken from the contracts from a type", () => {
    write(
      "spec/support/values.ts",
      'import type { A } from "../../contracts/model";\nimport { type B, C } from "../../contracts/model";\nimport { z } from "zod";\nexport { D } from "../../contracts/model";\nimport "./forms";\n',
    );
    expect(
      contractValueImports(path.join(root, "spec/support/values.ts"), path.join(root, "contracts"), root).map(
        describeContractValueImport,
      ),
    ).toEqual([
      "spec/support/values.ts:2 takes C from contracts/model.ts",
      "spec/support/values.ts:4 takes D from contracts/model.ts",
    ]);
  });

  test("reads every form of import: static, type-only, re-exports, side effects, dynamic, require", () => {
    write(
      "spec/support/forms.ts",
      'import type {A} from "./a"; import "./b"; export * from "./c"; const d = import("./d"); const e = require("./e");',
    );
    expect(importSpecifiers(path.join(root, "spec/support/forms.ts"))).toEqual(["./a", "./b", "./c", "./d", "./e"]);
  });
});
