import { Then, When } from "@cucumber/cucumber";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/** What the server tells the browser about safety, and what it keeps to itself. */

interface Answer {
  status: number;
  headers: Record<string, string>;
}

const answers = new WeakMap<SiteWorld, Answer>();

function lastAnswer(world: SiteWorld): Answer {
  const answer = answers.get(world);
  if (!answer) throw new Error("No address was requested yet in this scenario.");
  return answer;
}

When("a browser asks for {string}", async function (this: SiteWorld, path: string) {
  const response = await this.navigation.get(this.navigation.address(path), { maxRedirects: 0 });
  answers.set(this, { status: response.status(), headers: response.headers() });
});

When("a browser asks for {string} over https", async function (this: SiteWorld, path: string) {
  // The reference server learns the scheme from the proxy in front of it.
  const response = await this.navigation.get(this.navigation.address(path), {
    headers: { "X-Forwarded-Proto": "https" },
  });
  answers.set(this, { status: response.status(), headers: response.headers() });
});

Then("the answer forbids inline scripts other than the page's own", function (this: SiteWorld) {
  const policy = lastAnswer(this).headers["content-security-policy"] ?? "";
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
});

Then("the answer forbids other sites to frame it", function (this: SiteWorld) {
  expect(lastAnswer(this).headers["content-security-policy"]).toContain("frame-ancestors 'none'");
});

Then("the answer carries the header {string} with {string}", function (this: SiteWorld, name: string, value: string) {
  expect(lastAnswer(this).headers[name.toLowerCase()]).toContain(value);
});

Then("the answer is a {int}", function (this: SiteWorld, status: number) {
  expect(lastAnswer(this).status).toBe(status);
});

Then("the page ran without a content-security violation", async function (this: SiteWorld) {
  // A violation is reported as a console error, which the After hook turns into a failure;
  // here the check is explicit, for the product owner reading the scenario, once what the
  // page was loading has arrived and run.
  await this.navigation.waitUntilSettled();
  const violations = this.problems.list.filter((problem) => /Content Security Policy/i.test(problem.text));
  expect(violations).toEqual([]);
});
