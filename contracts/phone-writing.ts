/**
 * How a Brazilian phone number is written and typed: its digits, the mask as
 * the visitor types, the usual form of a mobile number. No numbering rule here
 * (./phone-numbering.ts), so the forms' first load masks without carrying the plan.
 */

/** The digits of a phone number as typed ("(11) 98765-4321", "+55 11 98765 4321"), without the country code. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 13 && digits.startsWith("55") ? digits.slice(2) : digits;
}

/** "11987654321" → "(11) 98765-4321"; anything that is not a mobile number is returned as typed. */
export function formatMobilePhone(text: string): string {
  const digits = phoneDigits(text);
  if (!/^\d{11}$/.test(digits)) return text;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}

/** The pt-BR input mask of a mobile number while it is typed: "(11) 9876", "(11) 98765-43". */
export function maskMobilePhone(text: string): string {
  const digits = phoneDigits(text).slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 7) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
}
