import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONFIG, type ScenarioWidths } from "../config";
import type { ScenarioOutcome } from "../traceability/recorded-run";
import { type SavedAttachment, saveAttachments } from "./attachments";
import { buildLivingDoc, type LivingDoc, type LivingDocInput } from "./model";
import { renderLivingDoc } from "./render";

/** `reports/index.html` and the files its scenarios attached (`reports/living-doc/`). */

export const LIVING_DOC_FILE = "index.html";
const ATTACHMENTS_DIR = "living-doc";
const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), "assets");

/** The other reports the page links when they are there. */
const LINKED_REPORTS = [
  { label: "Cucumber report (every feature and scenario)", href: "cucumber.html" },
  { label: "Traceability (Markdown)", href: "traceability.md" },
  { label: "Unit, property and contract test results (vitest JSON)", href: "vitest.json" },
  { label: "JUnit XML", href: "cucumber.junit.xml" },
  { label: "Cucumber messages", href: "cucumber.ndjson" },
];

export function writeLivingDoc(
  input: LivingDocInput & {
    reportsDir: string;
    /** The project's name and scenario widths; the configuration's by default. */
    name?: string;
    widths?: ScenarioWidths;
  },
): LivingDoc {
  const doc = buildLivingDoc(input);
  const attachmentsDir = path.join(input.reportsDir, ATTACHMENTS_DIR);
  rmSync(attachmentsDir, { recursive: true, force: true });
  mkdirSync(input.reportsDir, { recursive: true });
  const saved = new Map<ScenarioOutcome, SavedAttachment[]>();
  const html = renderLivingDoc({
    doc,
    current: input.current,
    saveAttachments: (outcome) => {
      let files = saved.get(outcome);
      if (!files) {
        files = saveAttachments(outcome.attachments, attachmentsDir, ATTACHMENTS_DIR);
        saved.set(outcome, files);
      }
      return files;
    },
    links: LINKED_REPORTS.filter((link) => existsSync(path.join(input.reportsDir, link.href))),
    css: readFileSync(path.join(ASSETS, "page.css"), "utf8"),
    script: readFileSync(path.join(ASSETS, "filter.js"), "utf8"),
    generatedAt: new Date(),
    name: input.name ?? CONFIG.name,
    widths: input.widths ?? CONFIG.scenarioWidths,
  });
  writeFileSync(path.join(input.reportsDir, LIVING_DOC_FILE), html);
  return doc;
}
