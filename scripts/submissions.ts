import path from "node:path";
import { submissionsCsv } from "../server/api/submissions/csv";
import { type Channel, SubmissionStore } from "../server/api/submissions/store";
import { SUBMISSIONS_FILE } from "../server/production-server";
import { ROOT } from "./lib/paths";

/**
 * `npm run submissions -- [list|csv] [--channel lead|contact]`: what the forms
 * sent to the reference API of `npm start`, read from its database in DATA_DIR
 * (default .data). `list` prints a short table; `csv` prints the export.
 */

const args = process.argv.slice(2);
const command = args.find((arg) => !arg.startsWith("--")) ?? "list";
const channelIndex = args.indexOf("--channel");
const channel = channelIndex >= 0 ? args[channelIndex + 1] : undefined;

if (!["list", "csv"].includes(command) || (channel !== undefined && channel !== "lead" && channel !== "contact")) {
  console.error("Uso: npm run submissions -- [list|csv] [--channel lead|contact]");
  process.exit(2);
}

const store = new SubmissionStore(path.join(path.resolve(ROOT, process.env.DATA_DIR ?? ".data"), SUBMISSIONS_FILE));
const submissions = store.list(channel ? { channel: channel as Channel } : {});
store.close();

if (command === "csv") {
  process.stdout.write(submissionsCsv(submissions));
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
