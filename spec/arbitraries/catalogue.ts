import { fc } from "@fast-check/vitest";
import { BodyStyleNameSchema } from "../../contracts/vehicle-model";

// Model names and body styles as an editor might type them: letters with
// Portuguese accents, digits, spaces and punctuation.
export const editorText = () =>
  fc.string({
    unit: fc.constantFrom(..."abcdeçãõáéíóúâêô ABCÇÃÁÉ0123456789-/.&'".split("")),
    minLength: 1,
    maxLength: 40,
  });

// A model name that has at least one letter or digit (the contract's slug needs one).
export const modelName = () => editorText().filter((name) => /[\p{L}\p{N}]/u.test(name));

// One of the two body styles of the catalogue.
export const bodyStyleName = () => fc.constantFrom(...BodyStyleNameSchema.options);

/** One of the Triton's names as an editor may write it: any letter case, a space before or after. */
export const tritonSpelling = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .chain((upper) =>
      fc
        .tuple(fc.constantFrom("", " "), fc.constantFrom("", " "))
        .map(
          ([before, after]) =>
            `${before}${[...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join("")}${after}`,
        ),
    );
