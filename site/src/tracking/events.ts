import type {
  BannerClickEvent,
  BannerViewEvent,
  CarListClickEvent,
  CarListItem,
  FormClickEvent,
  FormThankYouPageEvent,
  FormViewEvent,
  MenuClickEvent,
  MenuViewEvent,
  PageLoadEvent,
} from "../../../contracts/analytics";
import { pushEvent } from "./data-layer";

/**
 * The site's analytics (source spec §7): one function per data-layer event,
 * typed by the event contracts of contracts/analytics.ts. UI code calls these,
 * never pushEvent, so every push has a contract the suite checks.
 */

type Fields<Event> = Omit<Event, "event">;

/** A page was rendered for a path (pushed by the Layout; the suite waits for it). */
export function trackPageLoad(fields: Fields<PageLoadEvent>): void {
  pushEvent({ event: "pageLoad", ...fields });
}

/** A menu panel opened: pass the label of the entry that opened it. */
export function trackMenuView(menuName: string): void {
  pushEvent({ event: "menuView", menu_name: menuName } satisfies MenuViewEvent);
}

/** A menu link followed. */
export function trackMenuClick(fields: Fields<MenuClickEvent>): void {
  pushEvent({ event: "menuClick", ...fields });
}

/** A model in a list, as the list shows it (position counted from 1). */
export interface ListedModel {
  id: number;
  name: string;
}

function listItem(model: ListedModel, index: number): CarListItem {
  return { model_id: model.id, model_name: model.name, position: index + 1 };
}

/** A list of models was shown, in the order shown. */
export function trackCarListLoad(listName: string, models: readonly ListedModel[]): void {
  if (models.length === 0) return;
  pushEvent({ event: "carListLoad", list_name: listName, items: models.map(listItem) });
}

/** A model was chosen in a list; `index` is its 0-based place in the list. */
export function trackCarListClick(listName: string, model: ListedModel, index: number): void {
  pushEvent({ event: "carListClick", list_name: listName, ...listItem(model, index) } satisfies CarListClickEvent);
}

/** A banner as analysts name it. */
export type TrackedBanner = Fields<BannerViewEvent>;

/** A banner entered the viewport (call once per page view). */
export function trackBannerView(banner: TrackedBanner): void {
  pushEvent({ event: "bannerView", ...banner });
}

/** A banner's call to action was followed. */
export function trackBannerClick(banner: TrackedBanner, link: Pick<BannerClickEvent, "link_text" | "link_url">): void {
  pushEvent({ event: "bannerClick", ...banner, ...link });
}

/** A form was shown (call once per page view). */
export function trackFormView(formName: string): void {
  pushEvent({ event: "formView", form_name: formName } satisfies FormViewEvent);
}

/** A form's button (send, next step) was pressed. */
export function trackFormClick(formName: string, buttonText: string): void {
  pushEvent({ event: "formClick", form_name: formName, button_text: buttonText } satisfies FormClickEvent);
}

/** A form's thank-you message was shown after a successful send. */
export function trackFormThankYouPage(formName: string): void {
  pushEvent({ event: "formThankYouPage", form_name: formName } satisfies FormThankYouPageEvent);
}

/** The visitor id, once per page load. */
export function trackUserId(visitorId: string): void {
  pushEvent({ event: "userId", user_id: visitorId });
}
