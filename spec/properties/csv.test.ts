import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { csvCell } from "../../server/api/submissions/csv";

/** Reads one cell back as a CSV reader would (RFC 4180 quoting). */
function readCell(cell: string): string {
  return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
}

/**
 * Text of any kind, and text made of the characters that matter here: a bare `fc.string()` draws
 * printable ASCII only, so never a tab or a line break (a contact message keeps its line breaks).
 */
const cellText = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(..."=+-@\t\r\n\",;'a 1") }),
  fc.string({ unit: "grapheme" }),
);

describe("csvCell @clause:API-5 @clause:API-20", () => {
  test("quotes what a spreadsheet would split, and marks what it would run", () => {
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("texto")).toBe("texto");
  });

  test.prop([cellText])("round-trips any text, but a formula gets a leading apostrophe", (text) => {
    const back = readCell(csvCell(text));
    expect(back).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  });

  test.prop([cellText])("never lets a separator, a quote or a line break out of the cell", (text) => {
    const cell = csvCell(text);
    if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",\n\r;]/);
    else expect(cell.slice(1, -1).replace(/""/g, "")).not.toContain('"');
  });

  test("writes nothing for absent values", () => {
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(null)).toBe("");
  });
});
