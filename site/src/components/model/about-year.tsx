import type { AboutEntry } from "../../../../contracts/vehicle-model";
import { ModelImage, PICTURE_WIDTHS } from "../image/model-image";
import * as styles from "./about-year.module.css";

/** What the model's latest year brings: its title, tagline, description (the catalogue's HTML) and picture. */
export function AboutYear({ about, modelName }: { about: AboutEntry; modelName: string }) {
  const [imageId] = about.imageIds;
  return (
    <div className={styles.about}>
      <div>
        <p className={styles.tagline}>{about.tagline}</p>
        {/* The catalogue's own HTML (never visitor input), parsed when the site builds. */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: about.description }} />
        {about.compareNotes && <p className={styles.notes}>{about.compareNotes}</p>}
      </div>
      {imageId && (
        <ModelImage
          className={styles.image}
          imageId={imageId}
          alt={`${modelName} ${about.id}: ilustração`}
          width={1200}
          height={800}
          widths={PICTURE_WIDTHS}
          sizes="(min-width: 768px) 45vw, 100vw"
        />
      )}
    </div>
  );
}
