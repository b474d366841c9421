import type { Article } from "../../content/article";
import { slugify } from "../../routes/model-address";
import { SiteLink } from "../link/site-link";
import { ContentSection } from "../page/content-section";
import * as styles from "./article-body.module.css";

/** The sections of a text page, each a named section with its paragraphs, list and links. */
export function ArticleBody({ article }: { article: Article }) {
  return (
    <>
      {article.sections.map((section, index) => (
        <ContentSection
          key={section.heading}
          id={slugify(section.heading)}
          heading={section.heading}
          tone={index % 2 === 1 ? "muted" : "plain"}
        >
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.list && (
            <ul className={styles.list}>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.links && (
            <ul className={`plain-list ${styles.links}`}>
              {section.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className={styles.link}>
                    {link.label}
                    <span aria-hidden="true"> →</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          )}
        </ContentSection>
      ))}
    </>
  );
}
