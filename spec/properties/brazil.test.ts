import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatMobilePhone, isMobilePhone, maskMobilePhone, phoneDigits } from "../../contracts/brazil";
import { mobilePhone } from "../arbitraries/submissions";

// Anything a visitor might type into a phone field: digits, mask characters, letters, spaces.
const typed = fc.string({ unit: fc.constantFrom(..."0123456789()- +9abc".split("")), maxLength: 20 });

describe("isMobilePhone @clause:API-2", () => {
  test.prop([mobilePhone()])("accepts every mobile number of the plan, masked or not", (phone) => {
    expect(isMobilePhone(phone)).toBe(true);
  });

  test.prop([mobilePhone()])("accepts it with the country code", (phone) => {
    expect(isMobilePhone(`+55 ${phone}`)).toBe(true);
  });

  test("refuses landlines, unknown area codes and short numbers", () => {
    for (const phone of ["(11) 3456-7890", "(10) 98765-4321", "(20) 98765-4321", "98765-4321", "", "(11) 9876-543"]) {
      expect(isMobilePhone(phone)).toBe(false);
    }
  });
});

describe("maskMobilePhone @clause:FORM-2", () => {
  test.prop([typed])("keeps only the first eleven digits, in order", (text) => {
    expect(phoneDigits(maskMobilePhone(text))).toBe(phoneDigits(text).slice(0, 11));
  });

  test.prop([typed])("is stable: masking a masked number changes nothing", (text) => {
    expect(maskMobilePhone(maskMobilePhone(text))).toBe(maskMobilePhone(text));
  });

  test.prop([mobilePhone()])("ends in the written form of a complete number", (phone) => {
    expect(maskMobilePhone(phone)).toBe(formatMobilePhone(phone));
    expect(maskMobilePhone(phone)).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
  });
});
