import { type DataTable, Then, When } from "@cucumber/cucumber";
import type { ServiceHosts } from "../../contracts/request-table";
import { type BuiltRequest, buildRequest, type RequestOptions } from "../../site/src/requests/request-builder";
import { expect } from "../support/expect";
import type { SiteWorld } from "../support/world";

/**
 * The request builder of source spec §7, asked directly: the source shows it as
 * a module, not as a page, so its feature calls it as its subject (the one
 * module of the implementation the spec imports) and holds the source's table
 * as the expected values. No browser: the feature is tagged @no-browser.
 */

/** No host set for any kind: each address reads as the table writes it, on the site's own origin. */
const NO_HOSTS: ServiceHosts = { multimedia: "", portal: "", auth: "", search: "" };

/** What the builder gave back for the scenario's last request: the request, or what it threw. */
const outcomes = new WeakMap<SiteWorld, { request: BuiltRequest } | { refused: unknown }>();

interface Asked {
  method: string;
  kind: string;
  section: string;
  path?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Asks the builder as data from anywhere would: the kind, section and method as written, "" meaning no section. */
function ask(world: SiteWorld, { method, kind, section, path, params, headers }: Asked): void {
  const options = {
    method,
    service: section === "" ? { kind } : { kind, section },
    ...(path === undefined ? {} : { path: [path] }),
    ...(params ? { params } : {}),
    ...(headers ? { headers } : {}),
  } as unknown as RequestOptions;
  try {
    outcomes.set(world, { request: buildRequest(options, NO_HOSTS) });
  } catch (error) {
    outcomes.set(world, { refused: error });
  }
}

function built(world: SiteWorld): BuiltRequest {
  const outcome = outcomes.get(world);
  if (!outcome) throw new Error("No request was asked of the builder in this scenario.");
  if ("refused" in outcome) throw new Error(`The builder refused the request: ${String(outcome.refused)}`);
  return outcome.request;
}

/** A two-column table of names and values. */
const pairs = (table: DataTable): Record<string, string> =>
  Object.fromEntries(table.raw().map(([n = "", v = ""]) => [n, v]));

When(
  "the request builder builds a {string} request to {string}, {string}",
  function (this: SiteWorld, method: string, kind: string, section: string) {
    ask(this, { method, kind, section });
  },
);

When(
  "the request builder builds a {string} request to {string}, {string}, path {string}",
  function (this: SiteWorld, method: string, kind: string, section: string, path: string) {
    ask(this, { method, kind, section, path });
  },
);

When(
  "the request builder builds a {string} request to {string}, {string} with the params:",
  function (this: SiteWorld, method: string, kind: string, section: string, table: DataTable) {
    ask(this, { method, kind, section, params: pairs(table) });
  },
);

When(
  "the request builder builds a {string} request to {string}, {string}, path {string}, with the params:",
  function (this: SiteWorld, method: string, kind: string, section: string, path: string, table: DataTable) {
    ask(this, { method, kind, section, path, params: pairs(table) });
  },
);

When(
  "the request builder builds a {string} request to {string}, {string} with the header {string} set to {string}",
  function (this: SiteWorld, method: string, kind: string, section: string, name: string, value: string) {
    ask(this, { method, kind, section, headers: { [name]: value } });
  },
);

Then("the request's method is {string}", function (this: SiteWorld, method: string) {
  expect(built(this).method).toBe(method);
});

Then("the request's address is {string}", function (this: SiteWorld, address: string) {
  expect(built(this).url).toBe(address);
});

Then("the request's headers include:", function (this: SiteWorld, table: DataTable) {
  expect(built(this).headers).toMatchObject(pairs(table));
});

Then("the request's headers are:", function (this: SiteWorld, table: DataTable) {
  expect(built(this).headers).toEqual(pairs(table));
});

Then("the request has no body", function (this: SiteWorld) {
  expect(built(this).body).toBeUndefined();
});

Then("the request's body holds:", function (this: SiteWorld, table: DataTable) {
  const { body } = built(this);
  expect(body, "the request's body").toBeDefined();
  expect(JSON.parse(body ?? "")).toEqual(pairs(table));
});

Then("the builder refuses it, naming {string}", function (this: SiteWorld, named: string) {
  const outcome = outcomes.get(this);
  expect(
    outcome && "request" in outcome ? outcome.request : undefined,
    "the request the builder built",
  ).toBeUndefined();
  const refused = outcome && "refused" in outcome ? outcome.refused : undefined;
  expect(refused, "the builder's error").toBeInstanceOf(Error);
  expect((refused as Error).message).toContain(named);
});
