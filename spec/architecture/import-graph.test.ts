import { describe, expect, test } from "vitest";
import { ROOT } from "../../tooling/paths";
import { FLOOR_PLAN, type Floors } from "./floor-plan";
import { circles, climbs, type ImportEdge, importEdges, placementOf, sourceFiles } from "./import-graph";

/**
 * The dependency rule of the repository (docs/architecture.md): every
 * import goes to the importer's own room or down a floor of FLOOR_PLAN, and no
 * modules import each other round in a circle. Read from the sources as they
 * are, so a new import that breaks it fails `npm test` naming the file.
 */

const files = sourceFiles(ROOT);
const edges = importEdges(ROOT, files);

const describeEdge = (edge: ImportEdge, plan: Floors) => {
  const where = (file: string) =>
    placementOf(file, plan)
      .map((place) => `${place.room} (floor ${place.floor})`)
      .join(" › ");
  return `${edge.from} imports ${edge.to}: ${where(edge.from)} → ${where(edge.to)}`;
};

describe("the dependency rule", () => {
  test("every source file has a room in the floor plan", () => {
    expect(files.filter((file) => placementOf(file, FLOOR_PLAN).length === 0)).toEqual([]);
  });

  test("no import runs up a floor or across to a room beside it", () => {
    const climbing = edges.filter((edge) =>
      climbs(placementOf(edge.from, FLOOR_PLAN), placementOf(edge.to, FLOOR_PLAN)),
    );
    expect(climbing.map((edge) => describeEdge(edge, FLOOR_PLAN))).toEqual([]);
  });

  test("no modules import each other in a circle", () => {
    expect(circles(edges).map((circle) => circle.join(" ⇄ "))).toEqual([]);
  });
});

describe("the rule's own reading of the graph", () => {
  const plan: Floors = [["ground"], [{ room: "house", floors: [["low", "side"], ["high"]] }, "shed"], ["top/one.ts"]];
  const climbsIn = (from: string, to: string) => climbs(placementOf(from, plan), placementOf(to, plan));

  test("an import down a floor or within a room is allowed", () => {
    expect(climbsIn("house/high/a.ts", "house/low/b.ts")).toBe(false);
    expect(climbsIn("house/low/a.ts", "ground/b.ts")).toBe(false);
    expect(climbsIn("house/low/a.ts", "house/low/b.ts")).toBe(false);
    expect(climbsIn("top/one.ts", "house/high/b.ts")).toBe(false);
  });

  test("an import up a floor, or to a room on the same floor, is not", () => {
    expect(climbsIn("house/low/a.ts", "house/high/b.ts")).toBe(true);
    expect(climbsIn("house/low/a.ts", "house/side/b.ts")).toBe(true);
    expect(climbsIn("house/high/a.ts", "shed/b.ts")).toBe(true);
    expect(climbsIn("ground/a.ts", "house/low/b.ts")).toBe(true);
  });

  test("the most specific room holds a file", () => {
    expect(placementOf("top/one.ts", [["top"], ["top/one.ts"]])).toEqual([{ room: "top/one.ts", floor: 1 }]);
    expect(placementOf("elsewhere/a.ts", plan)).toEqual([]);
  });

  test("circles are found, however long, and a chain is not one", () => {
    const edge = (from: string, to: string) => ({ from, to });
    expect(circles([edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d")])).toEqual([["a", "b", "c"]]);
    expect(circles([edge("a", "b"), edge("b", "c")])).toEqual([]);
    expect(circles([edge("a", "a")])).toEqual([["a"]]);
  });
});
