import { describe, expect, test } from "vitest";
import { breakOrder } from "./break-order";

describe("the order of the rule breaks", () => {
  test("runs the server's first, then those that need a site build, each group in file order", () => {
    const rules = [
      { id: "site-1", file: "site/src/brand.ts" },
      { id: "site-2", file: "site/src/components/footer.tsx" },
      { id: "server-1", file: "server/api/submissions/routes.ts" },
      { id: "site-3", file: "contracts/storage-keys.ts" },
      // The build writes the server's security headers into public/_headers: a site build.
      { id: "site-4", file: "server/security-headers.ts" },
      { id: "server-2", file: "server/api/leads.ts" },
    ];
    expect(breakOrder(rules).map((rule) => rule.id)).toEqual([
      "server-1",
      "server-2",
      "site-1",
      "site-2",
      "site-3",
      "site-4",
    ]);
  });
});
