import { imageAddress, optimisedImageAddress } from "../../requests/image-address";

/** The widths a hero is offered in, so each screen downloads about what it shows. */
const HERO_WIDTHS = [640, 1080, 1600] as const;
const HERO_MOBILE_WIDTHS = [390, 780] as const;

const srcSet = (source: string, widths: readonly number[]) =>
  widths.map((width) => `${optimisedImageAddress(source, width)} ${width}w`).join(", ");

interface HeroPictureProps {
  /** The wide hero (1600×700); none shows the site's default image. */
  heroId: string | null;
  /** The phone's portrait hero (780×1040), below 600 px; none keeps the wide one. */
  heroMobileId: string | null;
  alt: string;
  className?: string;
  imageClassName?: string;
  sizes?: string;
}

/**
 * A catalogue hero through the image service and the optimiser, the portrait
 * drawing on phones; sized, and loaded at once (it is the first thing seen).
 */
export function HeroPicture({
  heroId,
  heroMobileId,
  alt,
  className,
  imageClassName,
  sizes = "(min-width: 1200px) 1200px, 100vw",
}: HeroPictureProps) {
  const hero = imageAddress(heroId);
  return (
    <picture className={className}>
      {heroMobileId !== null && (
        <source
          media="(max-width: 599px)"
          srcSet={srcSet(imageAddress(heroMobileId), HERO_MOBILE_WIDTHS)}
          sizes="100vw"
          width={780}
          height={1040}
        />
      )}
      <img
        className={imageClassName}
        src={optimisedImageAddress(hero, 1080)}
        srcSet={srcSet(hero, HERO_WIDTHS)}
        sizes={sizes}
        width={1600}
        height={700}
        alt={alt}
      />
    </picture>
  );
}
