import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../tooling/paths";
import { ensureSiteBuilt } from "./lib/site-build";

/** `npm start`: builds the site when its sources changed, then serves it (see server/main.ts). */
const outcome = await ensureSiteBuilt();
console.log(outcome.built ? `Site construído em ${outcome.seconds.toFixed(1)} s.` : "Site já construído e atual.");
const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
const server = spawn(tsx, [path.join(ROOT, "server", "main.ts")], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
