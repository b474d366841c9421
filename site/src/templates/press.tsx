import type { HeadFC, PageProps } from "gatsby";
import { SiteLink } from "../components/link/site-link";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { PressReleaseList } from "../components/press/press-release-list";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { PressPageContext } from "./press.data";
import * as styles from "./press.module.css";

/** The press office's address (the reference deployment's placeholder). */
const PRESS_EMAIL = "imprensa@mitsubishimotors.com.br";

/** /imprensa: the press releases, newest first, and how journalists reach the press office. */
const PressPage: React.FC<PageProps<object, PressPageContext>> = ({ pageContext }) => {
  const { route, trail, releases } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Imprensa"}
        kicker="Sala de imprensa"
        lead="Comunicados, lançamentos e notícias da Mitsubishi Motors no Brasil."
      />
      <ContentSection id="comunicados" heading="Comunicados">
        <PressReleaseList releases={releases} />
      </ContentSection>
      <ContentSection id="contato-imprensa" heading="Contato com a imprensa" tone="muted">
        <p className={styles.contact}>
          Jornalistas falam com a assessoria de imprensa pelo e-mail{" "}
          <SiteLink to={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</SiteLink>.
        </p>
      </ContentSection>
    </>
  );
};

export default PressPage;

export const Head: HeadFC<object, PressPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
