import { z } from "zod";
import { VISITOR_ID_PATTERN } from "./campaign-storage";

/**
 * The data-layer events of the site (source spec §7 "Analytics events"), one
 * schema each. The browser only imports the types (it pushes what the typed
 * tracking API of site/src/tracking builds); the suite validates every push of
 * every scenario against `DataLayerEventSchema`.
 *
 * Field names are snake_case, as the tag manager's variables read them; the
 * objects are strict, so a misspelt or stray field fails the suite.
 */

/** A label the visitor sees (a menu entry, a model name, a button text). */
const LabelSchema = z.string().trim().min(1).max(200);

/** A stable machine name (a list, a banner, a form): lower-case words joined by hyphens. */
const NameSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");

/** Where a link leads: a site path (with its query and hash), a hash on the page, or an https address. */
const LinkTargetSchema = z.string().regex(/^(?:\/(?!\/)|#|https:\/\/)/, "a site path, a hash or an https address");

/** A 1-based position in a list, as analysts count. */
const PositionSchema = z.number().int().min(1);

export const PageLoadEventSchema = z.strictObject({
  event: z.literal("pageLoad"),
  /** One value per kind of page (the route table's page types, listed in the README). */
  pagetype: NameSchema,
  /** The path of the page, without query or hash. */
  page_path: z.string().regex(/^\/(?!\/)[^?#]*$/, "a site path without query or hash"),
});
export type PageLoadEvent = z.infer<typeof PageLoadEventSchema>;

/** A menu panel opened (desktop 'Modelos' / 'Mundo MIT', the mobile menu, an accordion). */
export const MenuViewEventSchema = z.strictObject({
  event: z.literal("menuView"),
  /** The label of the menu entry that opened the panel. */
  menu_name: LabelSchema,
});
export type MenuViewEvent = z.infer<typeof MenuViewEventSchema>;

/** A link of a menu followed. */
export const MenuClickEventSchema = z.strictObject({
  event: z.literal("menuClick"),
  /** The menu the link belongs to, by its accessible name ('Menu principal', 'Atendimento', 'Modelos'…). */
  menu_name: LabelSchema,
  link_text: LabelSchema,
  link_url: LinkTargetSchema,
});
export type MenuClickEvent = z.infer<typeof MenuClickEventSchema>;

/** One model as a list shows it. */
export const CarListItemSchema = z.strictObject({
  model_id: z.number().int().positive(),
  model_name: LabelSchema,
  position: PositionSchema,
});
export type CarListItem = z.infer<typeof CarListItemSchema>;

/** A list of models shown to the visitor. */
export const CarListLoadEventSchema = z.strictObject({
  event: z.literal("carListLoad"),
  list_name: NameSchema,
  items: z.array(CarListItemSchema).min(1),
});
export type CarListLoadEvent = z.infer<typeof CarListLoadEventSchema>;

/** A model chosen in a list. */
export const CarListClickEventSchema = CarListItemSchema.extend({
  event: z.literal("carListClick"),
  list_name: NameSchema,
});
export type CarListClickEvent = z.infer<typeof CarListClickEventSchema>;

const BannerFieldsSchema = z.strictObject({
  banner_id: NameSchema,
  /** The banner's title as the visitor reads it. */
  banner_name: LabelSchema,
  /** Its place among the page's banners, from the top. */
  position: PositionSchema,
});

/** A banner entered the viewport (once per page view). */
export const BannerViewEventSchema = BannerFieldsSchema.extend({
  event: z.literal("bannerView"),
});
export type BannerViewEvent = z.infer<typeof BannerViewEventSchema>;

/** A banner's call to action followed. */
export const BannerClickEventSchema = BannerFieldsSchema.extend({
  event: z.literal("bannerClick"),
  link_text: LabelSchema,
  link_url: LinkTargetSchema,
});
export type BannerClickEvent = z.infer<typeof BannerClickEventSchema>;

/** A form shown to the visitor (once per page view). */
export const FormViewEventSchema = z.strictObject({
  event: z.literal("formView"),
  form_name: NameSchema,
});
export type FormViewEvent = z.infer<typeof FormViewEventSchema>;

/** A form's button pressed (send, next step). */
export const FormClickEventSchema = z.strictObject({
  event: z.literal("formClick"),
  form_name: NameSchema,
  button_text: LabelSchema,
});
export type FormClickEvent = z.infer<typeof FormClickEventSchema>;

/** A form's thank-you message shown after a successful send. */
export const FormThankYouPageEventSchema = z.strictObject({
  event: z.literal("formThankYouPage"),
  form_name: NameSchema,
});
export type FormThankYouPageEvent = z.infer<typeof FormThankYouPageEventSchema>;

/** The visitor id (`mit_gtm_uid`), pushed once per page load when it could be set up. */
export const UserIdEventSchema = z.strictObject({
  event: z.literal("userId"),
  user_id: z.string().regex(VISITOR_ID_PATTERN),
});
export type UserIdEvent = z.infer<typeof UserIdEventSchema>;

export const DataLayerEventSchema = z.discriminatedUnion("event", [
  PageLoadEventSchema,
  MenuViewEventSchema,
  MenuClickEventSchema,
  CarListLoadEventSchema,
  CarListClickEventSchema,
  BannerClickEventSchema,
  BannerViewEventSchema,
  FormViewEventSchema,
  FormClickEventSchema,
  FormThankYouPageEventSchema,
  UserIdEventSchema,
]);
export type DataLayerEvent = z.infer<typeof DataLayerEventSchema>;
export type DataLayerEventName = DataLayerEvent["event"];

/** The event names of §7, in the spec's order. */
export const DATA_LAYER_EVENT_NAMES = DataLayerEventSchema.options.map(
  (option) => option.shape.event.value,
) as DataLayerEventName[];

/** Entries the tag manager pushes itself (`gtm.js`, `gtm.dom`…): not the site's, not validated here. */
export function isTagManagerEntry(entry: unknown): boolean {
  const event = (entry as { event?: unknown } | null)?.event;
  return typeof event === "string" && event.startsWith("gtm.");
}
