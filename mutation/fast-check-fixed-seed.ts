/**
 * What `@fast-check/vitest` is under Stryker (mutation/vitest.config.ts
 * points the name here): the package itself, with every property run from one
 * seed. @fast-check/vitest names a property's test after its seed ("… (with
 * seed=123)"), and Stryker finds the tests that cover a mutant by name: with a
 * new seed in every run, no name would match and every mutant only properties
 * reach would "survive" untested.
 *
 * An alias rather than a setup file: vitest runs setup files before every test
 * file, and loading fast-check there cost about two seconds in each mutant's
 * run, even of the tests that hold no property; through the alias only the
 * files that import @fast-check/vitest load it.
 */
import { fc } from "../node_modules/@fast-check/vitest/lib/vitest-fast-check.js";

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261123 });

export * from "../node_modules/@fast-check/vitest/lib/vitest-fast-check.js";
