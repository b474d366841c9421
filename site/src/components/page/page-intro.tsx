import type { ReactNode } from "react";
import type { ArticleLink } from "../../content/article";
import type { Crumb } from "../../routes/breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";
import { CallsToAction } from "./calls-to-action";
import * as styles from "./page-intro.module.css";

interface PageIntroProps {
  trail: readonly Crumb[];
  title: string;
  /** A word above the title ("Serviço", "Evento"). */
  kicker?: string | undefined;
  lead?: string | undefined;
  actions?: readonly ArticleLink[] | undefined;
  /** A picture beside the text (below it on phones): a logo, a pictogram, a drawing. */
  figure?: ReactNode;
}

/** The top of an inner page: where it sits, its one h1, what it is about and its main calls. */
export function PageIntro({ trail, title, kicker, lead, actions = [], figure }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Breadcrumbs trail={trail} className={styles.breadcrumbs} />
          {kicker && <p className={styles.kicker}>{kicker}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          <CallsToAction links={actions} onDark />
        </div>
        {figure && <div className={styles.figure}>{figure}</div>}
      </div>
    </header>
  );
}
