import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchSuiteChromium } from "../../tooling/chromium";
import { STAND_IN_CERTIFICATE, spkiPin, startTagStandIns, type TagStandIns } from "./tag-stand-in-server";
import { loadedTags, standInAnswer, TAG_VENDOR_HOSTS } from "./tag-stand-ins";

describe("the stand-ins' answers", () => {
  test("the tag manager's container script, the pixel's library, and nothing for the rest", () => {
    expect(standInAnswer("https://www.googletagmanager.com/gtm.js?id=GTM-SPEC000")).toMatchObject({ status: 200 });
    expect(standInAnswer("https://connect.facebook.net/en_US/fbevents.js")).toMatchObject({ status: 200 });
    expect(standInAnswer("https://www.googletagmanager.com/ns.html?id=GTM-SPEC000")).toEqual({ status: 204, body: "" });
    expect(standInAnswer("https://www.facebook.com/tr?id=1&ev=PageView")).toEqual({ status: 204, body: "" });
  });
});

describe("the stand-ins' certificate", () => {
  test("names every vendor host, and the browser's pin is its key's", () => {
    for (const host of TAG_VENDOR_HOSTS) expect(STAND_IN_CERTIFICATE.checkHost(host), host).toBe(host);
    expect(spkiPin(STAND_IN_CERTIFICATE)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});

describe("a browser started with the stand-ins' arguments", () => {
  let standIns: TagStandIns;
  let browser: Browser;
  beforeAll(async () => {
    standIns = await startTagStandIns();
    browser = await launchSuiteChromium(standIns.chromiumArgs);
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    await standIns?.close();
  });

  test("runs the stand-ins at the vendors' own addresses, and no route is needed", async () => {
    const page = await browser.newPage();
    await page.setContent(
      `<script>window.fbq = function () { (fbq.queue = fbq.queue || []).push([...arguments]); }; fbq("init", "1");</script>
       <script src="https://www.googletagmanager.com/gtm.js?id=GTM-SPEC000"></script>
       <script src="https://connect.facebook.net/en_US/fbevents.js"></script>`,
    );
    expect(await page.evaluate(loadedTags)).toEqual({
      tagManagerContainers: ["GTM-SPEC000"],
      pixelCalls: [["init", "1"]],
    });
    const beacon = await page.evaluate(() =>
      fetch("https://www.facebook.com/tr?id=1&ev=PageView", { mode: "no-cors" }).then((answer) => answer.type),
    );
    expect(beacon).toBe("opaque");
    await page.close();
  });
});
