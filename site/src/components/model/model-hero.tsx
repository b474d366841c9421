import type { VehicleModel } from "../../../../contracts/vehicle-model";
import { imageAddress, optimisedImageAddress } from "../../requests/image-address";
import { startingPriceText } from "../../rules/prices";
import * as styles from "./model-hero.module.css";

/** The widths the hero is offered in, so each screen downloads about what it shows. */
const HERO_WIDTHS = [640, 1080, 1600] as const;
const HERO_MOBILE_WIDTHS = [390, 780] as const;

const srcSet = (source: string, widths: readonly number[]) =>
  widths.map((width) => `${optimisedImageAddress(source, width)} ${width}w`).join(", ");

type HeroModel = Pick<VehicleModel, "name" | "title" | "tagline" | "minPrice" | "imageHeroId" | "imageHeroMobileId">;

/**
 * The top of a model page: its name, tagline, starting price and hero drawing.
 * A model without a hero id shows the site's default image (the image address's rule).
 */
export function ModelHero({ model }: { model: HeroModel }) {
  const hero = imageAddress(model.imageHeroId);
  const heroMobile = model.imageHeroMobileId === null ? null : imageAddress(model.imageHeroMobileId);
  const alt = model.imageHeroId === null ? `${model.title}: imagem indisponível` : `Ilustração do ${model.title}`;
  return (
    <section className={styles.hero} aria-labelledby="modelo-nome">
      <div className={styles.text}>
        <h1 id="modelo-nome" className={styles.name}>
          {model.name}
        </h1>
        <p className={styles.tagline}>{model.tagline}</p>
        <p className={styles.price}>{startingPriceText(model)}</p>
      </div>
      <picture className={styles.picture}>
        {heroMobile && (
          <source
            media="(max-width: 599px)"
            srcSet={srcSet(heroMobile, HERO_MOBILE_WIDTHS)}
            sizes="100vw"
            width={780}
            height={1040}
          />
        )}
        <img
          className={styles.image}
          src={optimisedImageAddress(hero, 1080)}
          srcSet={srcSet(hero, HERO_WIDTHS)}
          sizes="(min-width: 1200px) 1200px, 100vw"
          width={1600}
          height={700}
          alt={alt}
        />
      </picture>
    </section>
  );
}
