import { fc } from "@fast-check/vitest";

/**
 * Under Stryker, every property runs with one seed. @fast-check/vitest names a
 * property's test after its seed ("… (with seed=123)"), and Stryker finds the
 * tests that cover a mutant by name: with a new seed in every run, no name
 * would match and every mutant only properties reach would "survive" untested.
 */
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: 20261123 });
