import { describe, expect, test } from "vitest";
import { campaignsFor } from "../../site/src/rules/recall-lookup";

/** A campaign with several chassis ranges covers a chassis in any one of them (decision PAGE-9). */

const CINTO = {
  id: "cinto",
  title: "Fixação do cinto",
  chassisRanges: [
    { first: "93XJNKB8TRC000101", last: "93XJNKB8TRC004850" },
    { first: "93XJNKB8TSC000001", last: "93XJNKB8TSC001200" },
  ],
};

describe("campaignsFor @clause:PAGE-33", () => {
  test("finds a campaign by any one of its ranges, and none outside them all", () => {
    expect(campaignsFor("93XJNKB8TRC000500", [CINTO])).toEqual([CINTO]);
    expect(campaignsFor("93XJNKB8TSC001000", [CINTO])).toEqual([CINTO]);
    expect(campaignsFor("93XJNKB8TSC001201", [CINTO])).toEqual([]);
  });
});
