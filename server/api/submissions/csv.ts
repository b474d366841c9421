import { inBrasilia } from "../../../shared/clock";
import type { StoredSubmission } from "../../store/submission-store";

/**
 * The export of what the forms received, for two kinds of reader:
 * - `planilha` (the default): as a Brazilian spreadsheet opens it with a
 *   double click: UTF-8 with a byte-order mark (without it Excel reads
 *   "JoÃ£o"), `;` between cells (`,` is pt-BR's decimal mark, so Excel in
 *   pt-BR splits on `;`), dates as dd/mm/aaaa hh:mm:ss in Brasília's time;
 * - `rfc4180`: plain CSV for programs, comma-separated, ISO 8601 dates in UTC.
 * Both end rows with CRLF and neutralise cells a spreadsheet would run as a formula.
 */

export const CSV_FORMATS = ["planilha", "rfc4180"] as const;
export type CsvFormat = (typeof CSV_FORMATS)[number];

const COLUMNS = [
  "id",
  "recebido_em",
  "canal",
  "tipo",
  "nome",
  "email",
  "celular",
  "uf",
  "cidade",
  "modelo",
  "concessionaria",
  "data_preferida",
  "assunto",
  "mensagem",
  "origem",
  "campanha",
  "gclid",
  "fbclid",
  "visitante",
] as const;

type Column = (typeof COLUMNS)[number];

/** "2026-11-22T18:00:00.000Z" → "22/11/2026 15:00:00" (Brasília), the form pt-BR spreadsheets read as a date and time. */
export function brazilianDateTime(iso: string): string {
  const { year, month, day, hour, minute, second } = inBrasilia(new Date(iso));
  return `${day}/${month}/${year} ${hour}:${minute}:${second}`;
}

/** "2026-11-23" → "23/11/2026": a calendar day, no time zone involved. */
export function brazilianDate(isoDay: unknown): unknown {
  const match = typeof isoDay === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}

function fieldsOf(submission: StoredSubmission, format: CsvFormat): Record<Column, unknown> {
  const p = (submission.payload ?? {}) as Record<string, unknown>;
  const tracking = (p.tracking ?? {}) as { campaign?: Record<string, unknown>; visitorId?: unknown };
  const campaign = tracking.campaign ?? {};
  const spreadsheet = format === "planilha";
  return {
    id: submission.id,
    recebido_em: spreadsheet ? brazilianDateTime(submission.receivedAt) : submission.receivedAt,
    canal: submission.channel,
    tipo: submission.kind,
    nome: p.name,
    email: p.email,
    celular: p.phone,
    uf: p.state,
    cidade: p.city,
    modelo: p.modelSlug,
    concessionaria: p.dealerId,
    data_preferida: spreadsheet ? brazilianDate(p.preferredDate) : p.preferredDate,
    assunto: p.subject,
    mensagem: p.message,
    origem: campaign.source,
    campanha: campaign.campanha,
    gclid: campaign.gclid,
    fbclid: campaign.fbclid,
    visitante: tracking.visitorId,
  };
}

/**
 * One CSV cell. Quoted when it holds a separator, a quote or a line break; a
 * text a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const BYTE_ORDER_MARK = "\uFEFF";

export function submissionsCsv(submissions: readonly StoredSubmission[], format: CsvFormat = "planilha"): string {
  const separator = format === "planilha" ? ";" : ",";
  const lines = [COLUMNS.join(separator)];
  for (const submission of submissions) {
    const fields = fieldsOf(submission, format);
    lines.push(COLUMNS.map((column) => csvCell(fields[column])).join(separator));
  }
  return `${format === "planilha" ? BYTE_ORDER_MARK : ""}${lines.join("\r\n")}\r\n`;
}
