import { ensureSiteBuilt } from "../scripts/lib/site-build";

/**
 * Run inside the rule breaks' working copy: builds its site when its sources
 * changed, over its last build and without precompressing, and prints how it went as one line of JSON
 * for the runner. `npm run spec` then finds the build current.
 */
try {
  const outcome = await ensureSiteBuilt({ echo: false, precompress: false, clean: false });
  console.log(JSON.stringify({ ok: true, ...outcome }));
} catch (error) {
  console.log(JSON.stringify({ ok: false, message: (error as Error).message }));
  process.exitCode = 1;
}
