import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { editPhone } from "../../site/src/forms/phone-editing";
import { mobilePhone, typedPhone } from "../arbitraries/submissions";
import { MASKED_VALUE, maskWhileTyping } from "../oracles/phone";

// A digit string of a mobile number being typed: one to eleven digits.
const digitRun = fc.string({ unit: fc.constantFrom(..."0123456789".split("")), minLength: 1, maxLength: 11 });

/** Types each character at the end of the field, as the browser reports it. */
function typeAtEnd(text: string): string {
  let value = "";
  for (const character of text) {
    const typed = value + character;
    value = editPhone({ previous: value, typed, caret: typed.length }).value;
  }
  return value;
}

/** Presses Backspace with the caret at the end. */
function backspaceAtEnd(value: string): string {
  const typed = value.slice(0, -1);
  return editPhone({ previous: value, typed, caret: typed.length, deleting: "backward" }).value;
}

describe("the phone field's mask @clause:FORM-2", () => {
  test.prop([typedPhone(), typedPhone(), fc.nat(30)])(
    "always holds a masked value of at most eleven digits, with the caret inside it",
    (previous, typed, caret) => {
      const edit = editPhone({ previous: maskWhileTyping(previous), typed, caret });
      expect(edit.value).toMatch(MASKED_VALUE);
      expect(edit.caret).toBeGreaterThanOrEqual(0);
      expect(edit.caret).toBeLessThanOrEqual(edit.value.length);
    },
  );

  test.prop([digitRun])("typing digits one by one gives the mask of those digits, in order", (digits) => {
    const value = typeAtEnd(digits);
    expect(value).toBe(maskWhileTyping(digits));
    expect(value.replace(/\D/g, "")).toBe(digits);
  });

  test.prop([mobilePhone()])("typing a whole mobile number ends in its written form", (phone) => {
    expect(typeAtEnd(phone.replace(/\D/g, ""))).toBe(maskWhileTyping(phone));
  });

  test.prop([mobilePhone()])("Backspace at the end removes one digit each time, mask characters too", (phone) => {
    let value = maskWhileTyping(phone);
    for (let left = 11; left > 0; left -= 1) {
      value = backspaceAtEnd(value);
      expect(value.replace(/\D/g, "")).toBe(phone.replace(/\D/g, "").slice(0, left - 1));
    }
    expect(value).toBe("");
  });

  test("deleting the hyphen or the closing parenthesis deletes the digit before it", () => {
    // "(11) 98765-|4321" with Backspace: the browser removes the hyphen.
    expect(
      editPhone({ previous: "(11) 98765-4321", typed: "(11) 987654321", caret: 10, deleting: "backward" }),
    ).toEqual({ value: "(11) 98764-321", caret: 9 });
    // "(11)| 98765-4321": the parenthesis goes, so the second 1 goes.
    expect(editPhone({ previous: "(11) 98765-4321", typed: "(11 98765-4321", caret: 3, deleting: "backward" })).toEqual(
      {
        value: "(19) 87654-321",
        caret: 2,
      },
    );
    // Delete before the hyphen removes the digit after it.
    expect(editPhone({ previous: "(11) 98765-4321", typed: "(11) 987654321", caret: 10, deleting: "forward" })).toEqual(
      {
        value: "(11) 98765-321",
        caret: 10,
      },
    );
  });

  test("a digit typed in the middle keeps the caret after it", () => {
    // "(11) 9|8765-432" + "0"
    expect(editPhone({ previous: "(11) 98765-432", typed: "(11) 908765-432", caret: 7 })).toEqual({
      value: "(11) 90876-5432",
      caret: 7,
    });
  });

  test("a pasted number with the country code drops it", () => {
    expect(editPhone({ previous: "", typed: "+55 11 98765-4321", caret: 17 }).value).toBe("(11) 98765-4321");
  });
});

describe("the phone field's caret @clause:FORM-2", () => {
  test("a country code pasted with the caret in the middle moves the caret with the digits kept", () => {
    // "+55 11 9|8765-4321": after the 9, which the mask writes "(11) 9|8765-4321".
    expect(editPhone({ previous: "", typed: "+55 11 98765-4321", caret: 8 })).toEqual({
      value: "(11) 98765-4321",
      caret: 6,
    });
  });

  test("a number whose area code is 55 keeps all its digits and its caret", () => {
    expect(editPhone({ previous: "(55) 98765-432", typed: "(55) 98765-4321", caret: 6 })).toEqual({
      value: "(55) 98765-4321",
      caret: 6,
    });
  });

  test("thirteen digits that do not start with the country code keep their first eleven, and the caret its digit", () => {
    // "11987|65432199" pasted: no +55 to drop, so the caret stays after the 7, the fifth digit: "(11) 987|65-4321".
    expect(editPhone({ previous: "", typed: "1198765432199", caret: 5 })).toEqual({
      value: "(11) 98765-4321",
      caret: 8,
    });
  });

  test("Backspace on the opening parenthesis, with no digit before it, deletes nothing", () => {
    // "(|11) 98765-4321" with Backspace: the browser removes the parenthesis, and the mask puts it back.
    expect(editPhone({ previous: "(11) 98765-4321", typed: "11) 98765-4321", caret: 0, deleting: "backward" })).toEqual(
      { value: "(11) 98765-4321", caret: 0 },
    );
  });

  test("a caret before every digit stays at the start", () => {
    expect(editPhone({ previous: "(11) 98765-4321", typed: "(11) 98765-4321", caret: 0 })).toEqual({
      value: "(11) 98765-4321",
      caret: 0,
    });
  });

  test("deleting a digit, backward or forward, deletes that digit only", () => {
    // "(11) 98765|-4321" with Backspace: the 5 goes.
    expect(editPhone({ previous: "(11) 98765-4321", typed: "(11) 9876-4321", caret: 9, deleting: "backward" })).toEqual(
      { value: "(11) 98764-321", caret: 9 },
    );
    // "(11) |98765-4321" with Delete: the 9 goes; the caret stays after the digits before it.
    expect(editPhone({ previous: "(11) 98765-4321", typed: "(11) 8765-4321", caret: 5, deleting: "forward" })).toEqual({
      value: "(11) 87654-321",
      caret: 3,
    });
  });
});

/** Where the caret stands right after the `count`-th digit of a masked value (at the start for none). */
function afterDigits(value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (const [index, character] of [...value].entries()) {
    if (/\d/.test(character)) seen += 1;
    if (seen === count) return index + 1;
  }
  return value.length;
}

/** A masked number of one to eleven digits, and one of its mask characters: a parenthesis, the space or the hyphen. */
const maskCharacterOf = fc.tuple(digitRun, fc.nat()).map(([digits, pick]) => {
  const value = maskWhileTyping(digits);
  const places = [...value].flatMap((character, index) => (/\d/.test(character) ? [] : [index]));
  const place = places[pick % places.length] ?? 0;
  return { digits, value, place, digitsBefore: value.slice(0, place).replace(/\D/g, "").length };
});

describe("deleting a character of the phone mask @clause:FORM-2", () => {
  test.prop([maskCharacterOf])(
    "Delete on a mask character deletes the digit after it, the caret staying where it was",
    ({ digits, value, place, digitsBefore }) => {
      // The browser removes the mask character after the caret; the caret stays put.
      const typed = value.slice(0, place) + value.slice(place + 1);
      const left = digits.slice(0, digitsBefore) + digits.slice(digitsBefore + 1);
      const expected = maskWhileTyping(left);
      expect(editPhone({ previous: value, typed, caret: place, deleting: "forward" })).toEqual({
        value: expected,
        caret: afterDigits(expected, digitsBefore),
      });
    },
  );

  test.prop([maskCharacterOf])(
    "Backspace on a mask character deletes the digit before it, if there is one",
    ({ digits, value, place, digitsBefore }) => {
      // The browser removes the mask character before the caret; the caret moves onto its place.
      const typed = value.slice(0, place) + value.slice(place + 1);
      const gone = Math.max(0, digitsBefore - 1);
      const left = digitsBefore === 0 ? digits : digits.slice(0, gone) + digits.slice(gone + 1);
      const expected = maskWhileTyping(left);
      expect(editPhone({ previous: value, typed, caret: place, deleting: "backward" })).toEqual({
        value: expected,
        caret: afterDigits(expected, gone),
      });
    },
  );

  test("Delete before the opening parenthesis deletes the first digit, the caret staying at the start", () => {
    // "|(11) 98765-4321" with Delete: the browser removes the parenthesis, the visitor meant the first 1.
    expect(editPhone({ previous: "(11) 98765-4321", typed: "11) 98765-4321", caret: 0, deleting: "forward" })).toEqual({
      value: "(19) 87654-321",
      caret: 0,
    });
  });
});
