import { ensureSiteBuilt } from "./lib/site-build";

/** `npm run build`: always builds the site (and precompresses it). */
const outcome = await ensureSiteBuilt({ force: true });
console.log(`Site construído em ${outcome.seconds.toFixed(1)} s.`);
