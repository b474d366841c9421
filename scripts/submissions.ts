import path from "node:path";
import { CSV_FORMATS, type CsvFormat, submissionsCsv } from "../server/api/submissions/csv";
import { openSubmissionStore } from "../server/store/open-store";
import type { Channel } from "../server/store/submission-store";
import { ROOT } from "../tooling/paths";

/**
 * `npm run submissions -- [list|csv] [--channel lead|contact] [--format planilha|rfc4180]`:
 * what the forms sent to the reference API of `npm start`, read from its
 * database (DATABASE_URL's PostgreSQL, else the SQLite file in DATA_DIR,
 * default .data). `list` prints a short table; `csv` prints the export.
 */

const args = process.argv.slice(2);
const channelIndex = args.indexOf("--channel");
const channel = channelIndex >= 0 ? args[channelIndex + 1] : undefined;
const formatIndex = args.indexOf("--format");
const format = formatIndex >= 0 ? args[formatIndex + 1] : "planilha";
const flagValues = new Set([channelIndex + 1, formatIndex + 1].filter((index) => index > 0));
const command = args.find((arg, index) => !arg.startsWith("--") && !flagValues.has(index)) ?? "list";

if (
  !["list", "csv"].includes(command) ||
  (channel !== undefined && channel !== "lead" && channel !== "contact") ||
  !(CSV_FORMATS as readonly (string | undefined)[]).includes(format)
) {
  console.error("Uso: npm run submissions -- [list|csv] [--channel lead|contact] [--format planilha|rfc4180]");
  process.exit(2);
}

const store = await openSubmissionStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(ROOT, process.env.DATA_DIR ?? ".data"),
  sqliteCommit: "each-write",
});
const submissions = await store.list(channel ? { channel: channel as Channel } : {});
await store.close();

if (command === "csv") {
  process.stdout.write(submissionsCsv(submissions, format as CsvFormat));
} else if (submissions.length === 0) {
  console.log("Nenhum envio recebido.");
} else {
  for (const submission of submissions) {
    const payload = submission.payload as { name?: string; email?: string; modelSlug?: string };
    console.log(
      [
        submission.id,
        submission.receivedAt,
        submission.channel,
        submission.kind,
        payload.name,
        payload.email,
        payload.modelSlug ?? "",
      ].join("  "),
    );
  }
  console.log(`${submissions.length} envio(s).`);
}
