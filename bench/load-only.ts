import { writeFileSync } from "node:fs";
import path from "node:path";
import { REPORTS_DIR } from "../tooling/paths";
import { loadReport, loadTest } from "./load";

/** `npm run bench:load`: only the server under load (leads, the image optimiser), written to reports/bench-load.md. */
const report = loadReport(await loadTest());
writeFileSync(path.join(REPORTS_DIR, "bench-load.md"), `${report}\n`);
console.log(report);
