import { describe, expect, test } from "vitest";
import { needsSiteBuild } from "./site-build-need";

describe("needsSiteBuild", () => {
  test("is false only for the server's own modules, which restart with their change", () => {
    expect(needsSiteBuild("server/api/submissions/routes.ts")).toBe(false);
    expect(needsSiteBuild("site/src/rules/constants.ts")).toBe(true);
    expect(needsSiteBuild("contracts/phone-writing.ts")).toBe(true);
    expect(needsSiteBuild("scripts/lib/content-security-policy.ts")).toBe(true);
    // The build writes the server's security headers into public/_headers, for static hosts.
    expect(needsSiteBuild("server/security-headers.ts")).toBe(true);
  });
});
