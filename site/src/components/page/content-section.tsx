import type { ReactNode } from "react";
import * as styles from "./content-section.module.css";

interface ContentSectionProps {
  /** The section's id: its heading is `{id}-titulo`, and links can point at `#{id}`. */
  id: string;
  heading: string;
  /** A sentence under the heading. */
  intro?: string | undefined;
  /** A grey band sets the section apart from the ones around it. */
  tone?: "plain" | "muted";
  children: ReactNode;
}

/** A section of a page, full width, its content at the page's width, named by its h2. */
export function ContentSection({ id, heading, intro, tone = "plain", children }: ContentSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={tone === "muted" ? `${styles.section} ${styles.muted}` : styles.section}
    >
      <div className={styles.inner}>
        <h2 id={`${id}-titulo`} className={styles.heading}>
          {heading}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
