import { fc } from "@fast-check/vitest";

/** Domain arbitraries of names the visitor searches: Brazilian place and model names. */

// The letters of Brazilian names: plain and accented, both cases, with the
// cedilla, plus digits, spaces, hyphens and apostrophes (Pau-d'Arco, L200).
const NAME_UNITS = [..."abcdefghijklmnopqrstuvwxyzáàâãéêíóôõúüçABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÉÊÍÓÔÕÚÇ0123456789 -'"];

// A name as a list of places or models writes it: 1 to 30 such characters with at least one letter or digit.
export const placeName = () =>
  fc
    .string({ unit: fc.constantFrom(...NAME_UNITS), minLength: 1, maxLength: 30 })
    .filter((name) => /[\p{L}\p{N}]/u.test(name));

// What a visitor types into a search box: any text, including blanks, emoji and stray punctuation.
export const typedQuery = () =>
  fc.oneof(placeName(), fc.string({ unit: "grapheme", maxLength: 20 }), fc.constantFrom("", "   ", "sao paulo", "é"));

// A visitor's way of typing a name: upper case, lower case, or with the accents left out.
export const typingOf = (name: string) =>
  fc.constantFrom(
    name.toLocaleUpperCase("pt-BR"),
    name.toLocaleLowerCase("pt-BR"),
    name.normalize("NFD").replace(/\p{M}+/gu, ""),
  );
