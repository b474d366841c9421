import { expect as playwrightExpect } from "@playwright/test";
import { ACTION_TIMEOUT_MS } from "./settings";

/** Playwright's web-first assertions (they retry until the page agrees, or time out). */
export const expect = playwrightExpect.configure({ timeout: ACTION_TIMEOUT_MS });
