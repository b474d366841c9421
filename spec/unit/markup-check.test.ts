import { describe, expect, test } from "vitest";
import { describeMarkupError, markupErrors, pageOfFile } from "../../scripts/lib/markup-check";

/** The Nu HTML Checker's report as `npm test` reads it: errors named by page, line and message. */
describe("the markup check's reading of vnu", () => {
  const publicDir = "/repo/site/public";

  test("names each built file by the address it answers", () => {
    expect(pageOfFile(publicDir, "/repo/site/public/index.html")).toBe("/");
    expect(pageOfFile(publicDir, "/repo/site/public/ofertas/index.html")).toBe("/ofertas");
    expect(pageOfFile(publicDir, "/repo/site/public/404.html")).toBe("/404");
  });

  test("keeps errors with their page, line and message, and leaves warnings out", () => {
    const report = JSON.stringify({
      messages: [
        {
          type: "error",
          url: "file:/repo/site/public/informacoes-pre-atendimento/cotacao/index.html",
          lastLine: 12,
          message: "Bad value “tel-national” for attribute “autocomplete” on element “input”.",
        },
        { type: "info", subType: "warning", url: "file:/repo/site/public/index.html", message: "A warning." },
        { type: "non-document-error", subType: "io", message: "Cannot read." },
      ],
    });
    const errors = markupErrors(publicDir, report);
    expect(errors).toEqual([
      {
        page: "/informacoes-pre-atendimento/cotacao",
        line: 12,
        message: "Bad value “tel-national” for attribute “autocomplete” on element “input”.",
      },
    ]);
    expect(describeMarkupError(errors[0] as (typeof errors)[number])).toBe(
      "/informacoes-pre-atendimento/cotacao (linha 12): Bad value “tel-national” for attribute “autocomplete” on element “input”.",
    );
  });

  test("counts a fatal error of the checker as an error", () => {
    const report = JSON.stringify({ messages: [{ type: "non-document-error", subType: "fatal", message: "Broken." }] });
    expect(markupErrors(publicDir, report)).toEqual([{ page: "(vnu)", line: undefined, message: "Broken." }]);
  });
});
