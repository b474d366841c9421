// The example's steps: a browser per scenario, against BASE_URL (the harness serves the site there).
import assert from "node:assert/strict";
import { After, Before, Then, When } from "@cucumber/cucumber";
import { chromium } from "playwright-core";

Before(async function () {
  this.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: ["--no-sandbox"] });
  this.page = await this.browser.newPage();
});

After(async function () {
  await this.browser?.close();
});

When("a visitor opens {string}", async function (address) {
  await this.page.goto(new URL(address, process.env.BASE_URL).href);
});

When("follows the link {string}", async function (name) {
  const before = this.page.url();
  await this.page.getByRole("link", { name }).click();
  await this.page.waitForURL((address) => address.href !== before);
});

Then("the main heading reads {string}", async function (text) {
  assert.equal((await this.page.locator("h1").textContent())?.trim(), text);
});

Then("the page says {string}", async function (text) {
  assert.ok((await this.page.locator("body").textContent())?.includes(text), `the page does not say "${text}"`);
});

Then("the address is {string}", async function (address) {
  assert.equal(new URL(this.page.url()).pathname, address);
});
