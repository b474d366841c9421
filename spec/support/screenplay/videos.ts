import { RequestLog } from "../world/request-log";
import { TakeNotes } from "./abilities";
import { type Actor, type Question, question, type Task, task } from "./actor";
import { BrowseTheWeb } from "./browse-the-web";
import type { PageElement } from "./page-element";

/**
 * The videos of a model page: frames of another site, shown only when the visitor asks. The suite stands in
 * for the video site the scenario names (no internet), so the frame a click opens has something to show.
 */

const VIDEO_SITE = "the video site";

function videoSite(actor: Actor): string {
  const origin = actor.abilityTo(TakeNotes).read<string>(VIDEO_SITE);
  if (!origin) throw new Error('No video site named: start with `Given the video site "…" answers with its player`.');
  return origin;
}

function playButton(web: BrowseTheWeb, title: string): PageElement {
  return web.element({ role: "button", name: `Assistir ao vídeo ${title}` });
}

function frame(web: BrowseTheWeb, title: string): PageElement {
  return web.element({ css: `iframe[title="${title.replaceAll('"', '\\"')}"]` });
}

export const TheVideoSite = {
  answersWithItsPlayer: (address: string): Task =>
    task(`have ${address} answer with its player`, async (actor) => {
      const { origin } = new URL(address);
      actor.abilityTo(TakeNotes).write(VIDEO_SITE, origin);
      await BrowseTheWeb.as(actor).standInFor(origin, "<!doctype html><title>Vídeo</title><p>Vídeo</p>");
    }),

  /** The addresses the pages asked the video site for. */
  requests: (): Question<string[]> =>
    question("the requests to the video site", async (actor) => {
      const origin = videoSite(actor);
      return actor.abilityTo(RequestLog).urls.filter((address) => new URL(address).origin === origin);
    }),
};

export const TheVideos = {
  pointAt: (title: string): Task =>
    task(`point at ${title}`, (actor) => playButton(BrowseTheWeb.as(actor), title).hover()),
  play: (title: string): Task => task(`play ${title}`, (actor) => playButton(BrowseTheWeb.as(actor), title).click()),

  /**
   * With the videos in view and the page settled (a player that loads itself as it comes into view asks
   * before any click too): whether a play button shows, and how many frames the page has.
   */
  beforeAnyClick: (): Question<{ playButton: boolean; frames: number }> =>
    question("the videos before any click", async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const play = web.element({ role: "button", name: /^Assistir ao vídeo / }).first();
      await play.scrollIntoView();
      const shown = await play.isVisible();
      await web.settle();
      return { playButton: shown, frames: await web.element({ css: "iframe" }).count() };
    }),

  /** The frame of a video: whether it shows with the focus, its address, and whether its play button is gone. */
  frame: (title: string) =>
    question(`the frame of ${title}`, async (actor) => {
      const web = BrowseTheWeb.as(actor);
      const found = frame(web, title);
      return {
        shown: await found.isVisible(),
        focused: await found.isFocused(),
        address: await found.attribute("src"),
        playButtons: await playButton(web, title).count(),
      };
    }),
};
