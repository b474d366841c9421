import { describe, expect, test } from "vitest";
import { breakOrder } from "../../src/rule-breaks/break-order";

describe("the order of the rule breaks", () => {
  test("runs those that need no build first, then those that do, each group in the file's order", () => {
    const rules = [
      { id: "site-1", file: "site/src/brand.ts" },
      { id: "site-2", file: "site/src/components/footer.tsx" },
      { id: "server-1", file: "server/api/submissions/routes.ts" },
      { id: "site-3", file: "contracts/storage-keys.ts" },
      // A server module the build reads: the project says it needs a build.
      { id: "site-4", file: "server/security-headers.ts" },
      { id: "server-2", file: "server/api/leads.ts" },
    ];
    const needsBuild = (file: string) => !file.startsWith("server/") || file === "server/security-headers.ts";
    expect(breakOrder(rules, needsBuild).map((rule) => rule.id)).toEqual([
      "server-1",
      "server-2",
      "site-1",
      "site-2",
      "site-3",
      "site-4",
    ]);
  });
});
