import type { ReactNode } from "react";
import * as styles from "./one-of.module.css";

interface OneOfProps {
  /** Every text the place may show; all are laid out, so the place is as large as the largest in any font. */
  variants: readonly ReactNode[];
  /** The one shown (the others keep their space, unseen and unread). */
  shown: number;
}

/**
 * A place that shows one of several known texts and takes the space of the
 * largest, measured by the visitor's own fonts rather than by a width written
 * for ours: the page renders one variant on the server and may show another
 * once the browser knows more (a stored city), and nothing around it moves
 * (STEADY-1), whatever the phone draws the text with.
 */
export function OneOf({ variants, shown }: OneOfProps) {
  return (
    <span className={styles.place}>
      {variants.map((variant, index) => (
        <span
          key={index}
          className={styles.variant}
          aria-hidden={index === shown ? undefined : true}
          data-shown={index === shown}
        >
          {variant}
        </span>
      ))}
    </span>
  );
}
