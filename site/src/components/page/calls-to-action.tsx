import type { ArticleLink } from "../../content/article";
import { ButtonLink } from "../link/button-link";
import * as styles from "./calls-to-action.module.css";

interface CallsToActionProps {
  links: readonly ArticleLink[];
  /** On a dark band the buttons are drawn in white. */
  onDark?: boolean;
  className?: string;
}

/** A row of calls to action: the first is the page's main call, the others secondary. */
export function CallsToAction({ links, onDark = false, className }: CallsToActionProps) {
  if (links.length === 0) return null;
  return (
    <div className={[styles.actions, className].filter(Boolean).join(" ")}>
      {links.map((link, index) => (
        <ButtonLink
          key={`${link.to} ${link.label}`}
          to={link.to}
          variant={index === 0 ? "primary" : onDark ? "on-dark" : "secondary"}
        >
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
