import type { HeadFC, PageProps } from "gatsby";
import { SiteLink } from "../components/link/site-link";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { slugify } from "../routes/model-address";
import type { SiteMapPageContext } from "./site-map.data";
import * as styles from "./site-map.module.css";

/** /mapa-do-site: every published page, from the route table and the catalogue, by section. */
const SiteMapPage: React.FC<PageProps<object, SiteMapPageContext>> = ({ pageContext }) => {
  const { route, trail, groups } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Mapa do site"}
        lead="Todas as páginas do site da Mitsubishi Motors no Brasil."
      />
      <div className={`page ${styles.groups}`}>
        {groups.map((group) => (
          <section key={group.heading} aria-labelledby={`${slugify(group.heading)}-titulo`}>
            <h2 id={`${slugify(group.heading)}-titulo`} className={styles.heading}>
              {group.heading}
            </h2>
            <ul className={`plain-list ${styles.pages}`}>
              {group.pages.map((page) => (
                <li key={page.path}>
                  <SiteLink to={page.path}>{page.name}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
};

export default SiteMapPage;

export const Head: HeadFC<object, SiteMapPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
