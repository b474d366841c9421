import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { csvCell } from "../../server/api/submissions/csv";

/** Reads one cell back as a CSV reader would (RFC 4180 quoting). */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
}

describe("csvCell @clause:API-5", () => {
  test.prop([fc.string()])("round-trips any text, but a formula gets a leading apostrophe", (text) => {
    const back = readCell(csvCell(text));
    expect(back).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  });

  test.prop([fc.string()])("never lets a separator, a quote or a line break out of the cell", (text) => {
    const cell = csvCell(text);
    if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",\n\r;]/);
    else expect(cell.slice(1, -1).replace(/""/g, "")).not.toContain('"');
  });

  test("writes nothing for absent values", () => {
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
  });
});
