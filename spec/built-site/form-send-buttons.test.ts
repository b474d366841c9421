import { expect, test } from "vitest";
import { builtPages } from "./built-pages";

/**
 * FORM-14: the send button waits for the page's script. Pressed before the page's script runs, a
 * form's button would have the browser send the form itself: a GET to the same address, the
 * visitor's name, e-mail and phone written into it, and no check, no consent, no thank-you. So
 * the page as served, before any script, has every send button of every form disabled. The four
 * forms' pages, by their addresses (FORM-1).
 */
const FORM_PAGES = [
  "/informacoes-pre-atendimento/cotacao",
  "/informacoes-pre-atendimento/test-drive",
  "/novo-outlander/form-vip",
  "/fale-conosco",
];

test("every form's send button is disabled in the page as served, until the script is ready @clause:FORM-14", () => {
  const pages = new Map(builtPages().map(({ page, html }) => [page, html]));
  for (const page of FORM_PAGES) {
    const html = pages.get(page);
    expect(html, page).toBeDefined();
    const buttons = html?.match(/<button\b[^>]*\btype="submit"[^>]*>/g) ?? [];
    expect(buttons.length, `${page}: send buttons`).toBe(1);
    for (const button of buttons) expect(button, page).toMatch(/\sdisabled(?:=""|\b)/);
  }
});
