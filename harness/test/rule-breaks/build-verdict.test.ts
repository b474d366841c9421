import { describe, expect, test } from "vitest";
import { buildVerdict } from "../../src/rule-breaks/build-verdict";

describe("the verdict of a working copy's build", () => {
  test("is the command's own last line of JSON: built, or already built", () => {
    expect(buildVerdict('building…\n{"ok":true,"built":true}\n', 0)).toEqual({ kind: "built", built: true });
    expect(buildVerdict('{"ok":true,"built":false}', 0)).toEqual({ kind: "built", built: false });
  });

  test("a refusal keeps the lines that name the error", () => {
    const output =
      'ERROR #85901 invalid entry "models[2].price"\nnoise\n{"ok":false,"message":"gatsby build failed"}\n';
    expect(buildVerdict(output, 1)).toEqual({
      kind: "refused",
      message: 'ERROR #85901 invalid entry "models[2].price"',
    });
    expect(buildVerdict('{"ok":false,"message":"the catalogue refused a model"}', 1)).toEqual({
      kind: "refused",
      message: "the catalogue refused a model",
    });
  });

  test("output without the command's verdict is no refusal: a program not found, a crash before the build", () => {
    expect(buildVerdict("sh: 1: tsx: not found\n", 127)).toMatchObject({ kind: "no-verdict" });
    expect(buildVerdict("", 1)).toMatchObject({ kind: "no-verdict", message: "exit code 1, no verdict" });
    // JSON that is not the verdict (a log line of another tool) is not one either.
    expect(buildVerdict('{"level":"error","msg":"Cannot find module"}\n', 1)).toMatchObject({ kind: "no-verdict" });
    expect(buildVerdict("{not json", 1)).toMatchObject({ kind: "no-verdict" });
  });
});
