import type { ReactNode } from "react";
import type { VehicleModel } from "../../../../contracts/vehicle-model";
import { HeroPicture } from "../image/hero-picture";
import * as styles from "./model-hero.module.css";

type HeroModel = Pick<VehicleModel, "name" | "title" | "tagline" | "imageHeroId" | "imageHeroMobileId"> & {
  startingPriceText: string;
};

/**
 * The top of a model page: its name, tagline, starting price, the page's main
 * calls (children) and hero drawing. A model without a hero id shows the site's
 * default image (the image address's rule).
 */
export function ModelHero({ model, children }: { model: HeroModel; children?: ReactNode }) {
  const alt = model.imageHeroId === null ? `${model.title}: imagem indisponível` : `Ilustração do ${model.title}`;
  return (
    <section className={styles.hero} aria-labelledby="modelo-nome">
      <div className={styles.text}>
        <h1 id="modelo-nome" className={styles.name}>
          {model.name}
        </h1>
        <p className={styles.tagline}>{model.tagline}</p>
        <p className={styles.price}>{model.startingPriceText}</p>
        {children}
      </div>
      <HeroPicture
        className={styles.picture}
        heroId={model.imageHeroId}
        heroMobileId={model.imageHeroMobileId}
        alt={alt}
      />
    </section>
  );
}
