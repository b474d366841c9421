import { type CatalogueEntry, loadClauses } from "@mmcb/harness";
import { describe, expect, test } from "vitest";
import { codeNamesIn, sourceVocabulary, wordingProblems } from "./clause-wording";

describe("the project's clauses read as rules, not as code", () => {
  const clauses = loadClauses();
  const vocabulary = sourceVocabulary(clauses);

  test.each(clauses.filter((clause) => clause.part !== "source spec").map((clause) => [clause.id, clause] as const))(
    "%s",
    (_id, clause) => {
      expect(wordingProblems(clause, vocabulary)).toEqual([]);
    },
  );
});

describe("the wording check", () => {
  const vocabulary = new Set(["isOpened", "carListLoad"]);
  const decision = (text: string, why = "Because visitors need it."): CatalogueEntry => ({
    id: "D-1",
    text,
    why,
    refines: ["A-1"],
    section: "s",
    source: "decisions-x",
    part: "decisions",
  });

  test("names files, folders, variables, functions, libraries and code", () => {
    expect(
      codeNamesIn(
        "Kept by contracts/lead.ts and site/src/x through carryTrackingParams() with zod when GATSBY_SITE_URL is set in `notice` mode, as readStoredCampaign does.",
        vocabulary,
      ),
    ).toEqual([
      "code formatting `notice`",
      "the file contracts/lead.ts",
      "the folder site/src/x",
      "the variable GATSBY_SITE_URL",
      "the function carryTrackingParams()",
      "the library zod",
      "the name readStoredCampaign",
    ]);
  });

  test("lets the source's names, quoted literals and schema.org's types through", () => {
    expect(
      codeNamesIn(
        "carListLoad is pushed, isOpened is set, 'cookiePreferences' is stored and each dealer is an AutoDealer.",
        vocabulary,
      ),
    ).toEqual([]);
  });

  test("holds a decision to one sentence for what it adds and one for why", () => {
    expect(wordingProblems(decision("It adds this. It adds that."), vocabulary)).toEqual([
      'D-1: its text is more than one sentence (at ". I")',
    ]);
    expect(wordingProblems(decision("It adds this.", `${"word ".repeat(41)}.`), vocabulary)).toEqual([
      "D-1: its why has 42 words (at most 40)",
    ]);
  });
});
