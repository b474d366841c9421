import { imageAddress } from "../../requests/image-address";
import * as styles from "./hero-picture.module.css";
import { Picture } from "./picture";

/** The widths a hero is offered in, so each screen downloads about what it shows. */
const HERO_WIDTHS = [640, 750, 828, 1080, 1200, 1920] as const;
const HERO_MOBILE_WIDTHS = [384, 640, 750, 828, 1080] as const;
const PHONES = "(max-width: 599px)";

interface HeroPictureProps {
  /** The wide hero (1600×700); none shows the site's default image. */
  heroId: string | null;
  /** The phone's portrait hero (780×1040), below 600 px; none keeps the wide one. */
  heroMobileId: string | null;
  alt: string;
  /** The hero's box: its shape is the page's to give (the hero fills it, cropped). */
  className?: string;
  /** Whether the box fills its own container (a banner's picture) instead. */
  fills?: boolean;
  sizes?: string;
}

/**
 * A catalogue hero through the image service and the optimiser, the portrait
 * drawing on phones, filling its box. It is the page's largest paint, so it is
 * fetched first and at once, without a placeholder.
 */
export function HeroPicture({
  heroId,
  heroMobileId,
  alt,
  className,
  fills = false,
  sizes = "(min-width: 1200px) 1200px, 100vw",
}: HeroPictureProps) {
  const wide = { source: imageAddress(heroId), aspectRatio: 1600 / 700, widths: HERO_WIDTHS, sizes };
  const phone =
    heroMobileId === null
      ? undefined
      : [
          {
            media: PHONES,
            image: {
              source: imageAddress(heroMobileId),
              aspectRatio: 780 / 1040,
              widths: HERO_MOBILE_WIDTHS,
              sizes: "100vw",
            },
          },
        ];
  return (
    <div className={[styles.box, fills && styles.fills, className].filter(Boolean).join(" ")}>
      <Picture image={wide} artDirected={phone} alt={alt} className={styles.fill} priority />
    </div>
  );
}
