import type { StoredSubmission } from "./store";

/** The columns of the export, in order: what an owner needs to call a visitor back. */
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

function fieldsOf(submission: StoredSubmission): Record<Column, unknown> {
  const p = (submission.payload ?? {}) as Record<string, unknown>;
  const tracking = (p.tracking ?? {}) as { campaign?: Record<string, unknown>; visitorId?: unknown };
  const campaign = tracking.campaign ?? {};
  return {
    id: submission.id,
    recebido_em: submission.receivedAt,
    canal: submission.channel,
    tipo: submission.kind,
    nome: p.name,
    email: p.email,
    celular: p.phone,
    uf: p.state,
    cidade: p.city,
    modelo: p.modelSlug,
    concessionaria: p.dealerId,
    data_preferida: p.preferredDate,
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
 * One CSV cell. Quoted when needed; a text a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The submissions as CSV (comma-separated, a header row, CRLF line ends as RFC 4180 writes them). */
export function submissionsCsv(submissions: readonly StoredSubmission[]): string {
  const lines = [COLUMNS.join(",")];
  for (const submission of submissions) {
    const fields = fieldsOf(submission);
    lines.push(COLUMNS.map((column) => csvCell(fields[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
