import { z } from "zod";

/** The image of a menu entry: its address and its intrinsic size (source spec §3 "Menu item"). */
export const MenuImageSchema = z.object({
  link: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MenuImage = z.infer<typeof MenuImageSchema>;

export const MenuBadgeSchema = z.enum(["Lançamento", "Série especial"]);
export type MenuBadge = z.infer<typeof MenuBadgeSchema>;

/** A menu entry: label, link, optional image and badge, and its children (recursive). */
export const MenuItemSchema = z.object({
  label: z.string().min(1),
  link: z.string().regex(/^\/[^\s]*$|^https:\/\//, "a site path or an https address"),
  image: MenuImageSchema.optional(),
  badge: MenuBadgeSchema.optional(),
  // A getter lets zod 4 infer the recursive type without a hand-written interface.
  get childrenList() {
    return z.array(MenuItemSchema).optional();
  },
});
export type MenuItem = z.infer<typeof MenuItemSchema>;
