import { existsSync } from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { ensureChromium, findChromium, launchSuiteChromium } from "../../tooling/chromium";

/** Which Chromium the suite and the bench drive (tooling/chromium.ts): CHROMIUM_PATH first, then Debian's. */

const given = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (given === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = given;
});

describe("finding a Chromium", () => {
  test("takes CHROMIUM_PATH when it names a file, for either build", () => {
    process.env.CHROMIUM_PATH = process.execPath;
    expect(findChromium("headless-shell")).toEqual({ executablePath: process.execPath });
    expect(findChromium("browser")).toEqual({ executablePath: process.execPath });
  });

  test("finds nothing when CHROMIUM_PATH names no file, and does not look elsewhere", () => {
    process.env.CHROMIUM_PATH = "/nao/existe/chromium";
    expect(findChromium()).toBeUndefined();
    expect(() => ensureChromium()).toThrow("CHROMIUM_PATH aponta para /nao/existe/chromium, que não existe.");
  });

  test("without CHROMIUM_PATH, takes Debian's package of the build asked for when it is installed", () => {
    delete process.env.CHROMIUM_PATH;
    for (const [build, binary] of [
      ["headless-shell", "/usr/bin/chromium-headless-shell"],
      ["browser", "/usr/bin/chromium"],
    ] as const) {
      if (existsSync(binary)) expect(findChromium(build), build).toEqual({ executablePath: binary });
      else expect(findChromium(build)?.executablePath, build).not.toBe(binary);
    }
  });
});

describe("the suite's Chromium", () => {
  test("starts headless, with the caller's arguments on top of the quiet ones", async () => {
    const browser = await launchSuiteChromium(["--host-resolver-rules=MAP concessionaria.example 127.0.0.1:9"]);
    try {
      const page = await browser.newPage();
      expect(await page.evaluate(() => navigator.userAgent)).toContain("HeadlessChrome");
      // The rule sends the host to a closed loopback port: refused, not "name not resolved".
      const failure = await page.goto("http://concessionaria.example/").catch((error: Error) => error.message);
      expect(failure).toContain("ERR_CONNECTION_REFUSED");
    } finally {
      await browser.close();
    }
  });
});
