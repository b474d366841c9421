import { ModelImage, PICTURE_WIDTHS } from "../image/model-image";
import * as styles from "./model-gallery.module.css";

interface ModelGalleryProps {
  name: string;
  /** The model's images (catalogue ids), in the catalogue's order. */
  imageIds: readonly string[];
}

/** The model's pictures, each sized before it loads and loaded as the visitor scrolls near it. */
export function ModelGallery({ name, imageIds }: ModelGalleryProps) {
  if (imageIds.length === 0) return null;
  return (
    <ul className={`plain-list ${styles.gallery}`}>
      {imageIds.map((imageId, index) => (
        <li key={imageId} className={index === 0 ? styles.first : undefined}>
          <ModelImage
            className={styles.image}
            imageId={imageId}
            alt={`${name}: ilustração ${index + 1} de ${imageIds.length}`}
            width={1200}
            height={800}
            widths={PICTURE_WIDTHS}
            sizes={index === 0 ? "(min-width: 768px) 60vw, 100vw" : "(min-width: 768px) 30vw, 100vw"}
          />
        </li>
      ))}
    </ul>
  );
}
