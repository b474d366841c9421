import { MENU_MODEL_IMAGE } from "../../catalogue/model-menu";
import * as styles from "./model-card-image.module.css";
import { ModelImage } from "./model-image";

/** The widths a card's drawing is offered in: a card is at most about 360 px wide, on screens of up to 2×. */
const CARD_WIDTHS = [256, 384, 640, 750] as const;

/**
 * A model's 560×397 drawing at the top of a card (models, offers, subscription
 * plans): decorative, since the card names the model beside it.
 */
export function ModelCardImage({ imageId, sizes }: { imageId: string | null; sizes: string }) {
  return (
    <ModelImage
      className={styles.image}
      imageId={imageId}
      alt=""
      {...MENU_MODEL_IMAGE}
      widths={CARD_WIDTHS}
      sizes={sizes}
    />
  );
}
