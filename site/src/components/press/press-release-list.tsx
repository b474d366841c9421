import type { PressRelease } from "../../../../contracts/press-release";
import { ModelImage, PICTURE_WIDTHS } from "../image/model-image";
import * as styles from "./press-release-list.module.css";

/** A press release with its day written out. */
export type ReleaseOnPage = PressRelease & { publishedOnText: string };

/** Press releases in the order given (newest first), each dated in pt-BR. */
export function PressReleaseList({ releases }: { releases: readonly ReleaseOnPage[] }) {
  return (
    <ol className={`plain-list ${styles.releases}`}>
      {releases.map((release) => (
        <li key={release.id} id={release.id} className={styles.item}>
          <article className={styles.release} aria-labelledby={`${release.id}-titulo`}>
            {release.imageId && (
              <ModelImage
                className={styles.image}
                imageId={release.imageId}
                alt=""
                width={1200}
                height={800}
                widths={PICTURE_WIDTHS}
                sizes="(min-width: 768px) 320px, 100vw"
              />
            )}
            <div>
              <p className={styles.date}>
                <time dateTime={release.publishedOn}>{release.publishedOnText}</time>
              </p>
              <h3 id={`${release.id}-titulo`} className={styles.title}>
                {release.title}
              </h3>
              <p className={styles.summary}>{release.summary}</p>
              {release.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}
