import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { isMobilePhone } from "../../contracts/phone-numbering";
import { formatMobilePhone, maskMobilePhone, phoneDigits } from "../../contracts/phone-writing";
import { AREA_CODES_IN_USE, mobilePhone } from "../arbitraries/submissions";
import { MASKED_VALUE, maskWhileTyping, typedDigits } from "../oracles/phone";

// Anything a visitor might type into a phone field: digits, mask characters, letters, spaces.
const typed = fc.string({ unit: fc.constantFrom(..."0123456789()- +9abc".split("")), maxLength: 20 });

describe("isMobilePhone @clause:FORM-15 @clause:API-2", () => {
  test.prop([mobilePhone()])("accepts every mobile number of the plan, masked or not", (phone) => {
    expect(isMobilePhone(phone)).toBe(true);
  });

  test.prop([mobilePhone()])("accepts it with the country code", (phone) => {
    expect(isMobilePhone(`+55 ${phone}`)).toBe(true);
  });

  test("accepts a mobile number of every area code in use, and of no other", () => {
    expect(AREA_CODES_IN_USE.length, "DDDs in brazilian-utils' table").toBe(67);
    for (let code = 10; code <= 99; code += 1) {
      expect(isMobilePhone(`(${code}) 98765-4321`), `DDD ${code}`).toBe(AREA_CODES_IN_USE.includes(code));
    }
  });

  test("refuses landlines, unknown area codes and short numbers", () => {
    for (const phone of ["(11) 3456-7890", "(10) 98765-4321", "(20) 98765-4321", "98765-4321", "", "(11) 9876-543"]) {
      expect(isMobilePhone(phone)).toBe(false);
    }
  });
});

describe("phoneDigits @clause:FORM-2", () => {
  test.prop([typed])("keeps the digits typed, in order, without a leading +55 on a 13-digit number", (text) => {
    expect(phoneDigits(text)).toBe(typedDigits(text));
  });
});

describe("maskMobilePhone @clause:FORM-2", () => {
  test.prop([typed])("writes the first eleven digits typed in the shape (11) 98765-4321, as far as they go", (text) => {
    expect(maskMobilePhone(text)).toBe(maskWhileTyping(text));
    expect(maskMobilePhone(text)).toMatch(MASKED_VALUE);
  });

  test.prop([typed])("is stable: masking a masked number changes nothing", (text) => {
    expect(maskMobilePhone(maskMobilePhone(text))).toBe(maskMobilePhone(text));
  });

  test.prop([mobilePhone()])("ends in the written form of a complete number", (phone) => {
    expect(maskMobilePhone(phone)).toMatch(/^\(\d{2}\) 9\d{4}-\d{4}$/);
    expect(maskMobilePhone(phone)).toBe(maskWhileTyping(phone));
  });
});

describe("formatMobilePhone @clause:FORM-15", () => {
  test.prop([mobilePhone()])(
    "writes a mobile number (11) 98765-4321, whatever was typed around its digits",
    (phone) => {
      expect(formatMobilePhone(`+55 ${phone} `)).toBe(maskWhileTyping(phone));
    },
  );

  test.prop([typed.filter((text) => typedDigits(text).length !== 11)])(
    "leaves anything without eleven digits as typed",
    (text) => {
      expect(formatMobilePhone(text)).toBe(text);
    },
  );
});
