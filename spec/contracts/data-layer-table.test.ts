import { describe, expect, test } from "vitest";
import {
  dataLayerEntryProblems,
  dataLayerEvents,
  eventFieldsFrom,
  SOURCE_SPEC_EVENTS,
} from "../oracles/data-layer-events";

/**
 * The table of the data layer's events and fields (data-layer-fields.feature), which the World checks
 * every push of the suite against: it lists every event source spec §7 names, and the oracle that reads
 * it names what is wrong with a push.
 */
describe("the table of the data layer's events @clause:TRACK-7", () => {
  test("lists exactly the eleven events of source spec §7", () => {
    expect([...dataLayerEvents().keys()].sort()).toEqual([...SOURCE_SPEC_EVENTS].sort());
  });

  test("passes a push as its rows describe it, and the tag manager's own entries", () => {
    expect(dataLayerEntryProblems({ event: "pageLoad", pagetype: "home", page_path: "/" })).toEqual([]);
    expect(
      dataLayerEntryProblems({
        event: "carListLoad",
        list_name: "home-modelos",
        items: [{ model_id: 1, model_name: "Pajero Sport", position: 1 }],
      }),
    ).toEqual([]);
    expect(dataLayerEntryProblems({ event: "gtm.js", "gtm.start": 1 })).toEqual([]);
  });

  test("names a field its rows do not list, a field missing, a value its row does not allow, and an unknown event", () => {
    expect(dataLayerEntryProblems({ event: "pageLoad", pagetype: "home", page_path: "/", pageTitle: "x" })).toEqual([
      "pageLoad carries pageTitle, which its rows do not list",
    ]);
    expect(dataLayerEntryProblems({ event: "formView" })).toEqual(["formView lacks form_name"]);
    expect(
      dataLayerEntryProblems({
        event: "carListLoad",
        list_name: "home-modelos",
        items: [{ model_id: 1, model_name: "Pajero Sport", position: 0 }],
      }),
    ).toEqual(["carListLoad's items 1's position is 0"]);
    expect(dataLayerEntryProblems({ event: "pageView" })).toEqual(['"pageView" is no event of the table']);
  });

  test("refuses a table that says a field holds what no check knows", () => {
    expect(() => eventFieldsFrom([{ event: "userId", field: "user_id", holds: "anything" }])).toThrow(/no check knows/);
  });
});
