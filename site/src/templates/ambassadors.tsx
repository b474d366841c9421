import type { HeadFC, PageProps } from "gatsby";
import { AmbassadorCards } from "../components/brand-world/ambassador-cards";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { AmbassadorsPageContext } from "./ambassadors.data";
import * as styles from "./ambassadors.module.css";

/** /mundo-mit/embaixadores-mit: the brand's ambassadors, their stories and the model each one drives. */
const AmbassadorsPage: React.FC<PageProps<object, AmbassadorsPageContext>> = ({ pageContext }) => {
  const { route, trail, ambassadors } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Embaixadores MIT"}
        kicker="Mundo MIT"
        lead="Pilotos, navegadores, aventureiros e gente do campo que vive a marca nas pistas, nas trilhas e no dia a dia."
      />
      <ContentSection id="perfis" heading="Quem são">
        <AmbassadorCards ambassadors={ambassadors} withBio />
        <p className={styles.note}>
          Perfis e retratos ilustrativos, criados como conteúdo de exemplo deste site: não retratam pessoas reais.
        </p>
      </ContentSection>
    </>
  );
};

export default AmbassadorsPage;

export const Head: HeadFC<object, AmbassadorsPageContext> = ({ pageContext }) => (
  <PageHeadTags head={pageContext.head} />
);
