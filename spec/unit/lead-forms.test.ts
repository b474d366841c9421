import { describe, expect, test } from "vitest";
import { quoteAddress, testDriveAddress } from "../../site/src/routes/lead-forms";

describe("quoteAddress @clause:PAGE-20", () => {
  test("is the quote form of §2, naming the model in modelo when there is one", () => {
    expect(quoteAddress()).toBe("/informacoes-pre-atendimento/cotacao");
    expect(quoteAddress({ slug: "pajero-sport" })).toBe("/informacoes-pre-atendimento/cotacao?modelo=pajero-sport");
  });
});

describe("testDriveAddress @clause:PAGE-20", () => {
  test("is the test-drive form of §2, naming the model in modelo when there is one", () => {
    expect(testDriveAddress()).toBe("/informacoes-pre-atendimento/test-drive");
    expect(testDriveAddress({ slug: "new-triton" })).toBe("/informacoes-pre-atendimento/test-drive?modelo=new-triton");
  });
});
