import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchSuiteChromium } from "../../tooling/chromium";
import { type ScenarioContext, ScenarioContexts, stopClockAt } from "./browser-contexts";

/**
 * A worker's scenarios share one browser context, reset between them (browser-contexts.ts). A
 * scenario leaves behind everything a visitor's browser keeps, and more; the next must find none of
 * it, as a new visitor would, on the same context (else this proves nothing about the reuse).
 */

const PAGE = `<!doctype html><html lang="pt-BR"><title>página</title><p>página</p>
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: "pageLoad", page_path: location.pathname });</script>`;

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, {
      "content-type": request.url === "/dados.txt" ? "text/plain" : "text/html; charset=utf-8",
    });
    response.end(request.url === "/dados.txt" ? "do servidor" : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchSuiteChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

async function contextIdOf(scenario: ScenarioContext): Promise<string> {
  const session: CDPSession = await scenario.context.newCDPSession(scenario.page);
  const { targetInfo } = await session.send("Target.getTargetInfo");
  await session.detach();
  return targetInfo.browserContextId ?? "";
}

/** Whether the page's clock moves while the page works for a while (a busy loop: no real sleep). */
function clockMoves(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const before = Date.now();
    let spin = 0;
    for (let i = 0; i < 30_000_000; i += 1) spin += i % 7;
    return Date.now() !== before || spin < 0;
  });
}

describe("a worker's browser context, reused by the next scenario", () => {
  test("keeps nothing of the last scenario: storage, cookies, scripts, routes, clock, history, data layer", async () => {
    const contexts = new ScenarioContexts(browser);
    const first = await contexts.take({ width: 1280, height: 800 });
    const firstPushes: unknown[] = [];
    first.dataLayer.deliver = (entry) => firstPushes.push(entry);
    await first.context.addInitScript({ content: "window.__deixado = 'pelo cenário anterior';" });
    await first.page.route("**/dados.txt", (route) => route.fulfill({ body: "da rota do cenário anterior" }));
    await first.context.clock.setSystemTime(new Date("2030-01-01T12:00:00Z"));
    await first.page.goto(`${origin}/primeira`);
    await first.page.evaluate(async () => {
      localStorage.setItem("mmc_city", "Recife");
      sessionStorage.setItem("mmc_campaign", "verao");
      await new Promise((resolve) => {
        indexedDB.open("cenario-anterior").onsuccess = resolve;
      });
    });
    await first.context.addCookies([
      { name: "mmc_gclid", value: "abc", url: origin, expires: Date.now() / 1000 + 7_776_000 },
    ]);
    await first.page.goto(`${origin}/segunda`);
    expect(firstPushes).toHaveLength(2);
    const firstContextId = await contextIdOf(first);
    await first.release();

    const next = await contexts.take({ width: 1280, height: 900 });
    try {
      const errors: string[] = [];
      next.page.on("pageerror", (error) => errors.push(error.message));
      const nextPushes: unknown[] = [];
      next.dataLayer.deliver = (entry) => nextPushes.push(entry);
      expect(await contextIdOf(next), "the same context, reset: else the reuse is not what is tested").toBe(
        firstContextId,
      );
      await next.page.goto(`${origin}/terceira`);
      const left = await next.page.evaluate(async () => ({
        local: localStorage.length,
        session: sessionStorage.length,
        cookies: document.cookie,
        databases: (await indexedDB.databases()).map((database) => database.name),
        script: (window as unknown as { __deixado?: string }).__deixado ?? null,
        fetched: await (await fetch("/dados.txt")).text(),
        year: new Date().getFullYear(),
        width: window.innerWidth,
      }));
      expect(left).toEqual({
        local: 0,
        session: 0,
        cookies: "",
        databases: [],
        script: null,
        fetched: "do servidor",
        year: new Date().getFullYear(),
        width: 1280,
      });
      expect(await next.page.evaluate(() => window.innerHeight)).toBe(900);
      expect(await clockMoves(next.page), "the page's clock stands still until a step lets time pass").toBe(false);
      expect(await next.page.evaluate(() => history.length), "the tab's history starts again").toBeLessThanOrEqual(2);
      await next.page.goBack();
      expect(next.page.url(), "back does not walk into the last scenario's pages").not.toContain("/segunda");
      expect(nextPushes).toEqual([{ event: "pageLoad", page_path: "/terceira" }]);
      expect(firstPushes).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      await contexts.dispose();
    }
  });

  test("is reused after a scenario that moved the clock ahead and opened no page, and after ones that set it", async () => {
    const contexts = new ScenarioContexts(browser);
    try {
      const idle = await contexts.take({ width: 390, height: 844 });
      const contextId = await contextIdOf(idle);
      await idle.context.clock.fastForward(90 * 24 * 60 * 60 * 1000);
      await idle.release();
      for (const path of ["/quarta", "/quinta"]) {
        const next = await contexts.take({ width: 390, height: 844 });
        const errors: string[] = [];
        next.page.on("pageerror", (error) => errors.push(error.message));
        expect(await contextIdOf(next), "reset, not replaced by a new context").toBe(contextId);
        await next.context.clock.setSystemTime(new Date("2030-01-01T12:00:00Z"));
        await next.page.goto(`${origin}${path}`);
        await next.page.goto(`${origin}${path}?de-novo`);
        expect(await next.page.evaluate(() => new Date().getFullYear())).toBe(2030);
        expect(errors, "the page's clock was there before the page's scripts").toEqual([]);
        await next.release();
      }
      const last = await contexts.take({ width: 390, height: 844 });
      await last.page.goto(`${origin}/sexta`);
      const drift = await last.page.evaluate(() => Date.now());
      expect(Math.abs(drift - Date.now())).toBeLessThan(60_000);
    } finally {
      await contexts.dispose();
    }
  });

  test("stops the clock at the scenario's start even when the machine is slow between the clock's calls", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // A loaded machine, played by a pause between the install and the pause: long enough for the
      // page's clock to catch up with the real time (it does every 100 ms or so) in between.
      const slowClock: Parameters<typeof stopClockAt>[0] = {
        install: (options) => context.clock.install(options),
        pauseAt: async (time) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return context.clock.pauseAt(time);
        },
      };
      const now = Date.now();
      await stopClockAt(slowClock, now);
      expect(await page.evaluate(() => Date.now()), "the blank page's clock").toBe(now);
      await page.goto(`${origin}/setima`);
      expect(await page.evaluate(() => Date.now()), "a page opened afterwards").toBe(now);
      expect(await clockMoves(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});
