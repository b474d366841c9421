import type { HeadFC, PageProps } from "gatsby";
import { AmbassadorCards } from "../components/brand-world/ambassador-cards";
import { EventCards } from "../components/brand-world/event-cards";
import { PartnerCards } from "../components/brand-world/partner-cards";
import { ButtonLink } from "../components/link/button-link";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { BrandWorldPageContext } from "./brand-world.data";
import * as styles from "./brand-world.module.css";

/** /mundo-mit: the four events, the ambassadors, the sponsorships and partnerships, and MIT 4FUN. */
const BrandWorldPage: React.FC<PageProps<object, BrandWorldPageContext>> = ({ pageContext }) => {
  const { route, trail, events, ambassadors, partners } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Mundo MIT"}
        kicker="Aventura Mitsubishi"
        lead="Ralis, passeios off-road, embaixadores e parcerias: o universo Mitsubishi além do carro, para quem gosta de ir mais longe."
        actions={[{ label: "Ver os eventos", to: "#eventos" }]}
      />
      <ContentSection
        id="eventos"
        heading="Eventos"
        intro="Quatro formas de viver o seu Mitsubishi, da competição ao passeio em família."
      >
        <EventCards events={events} withImage />
      </ContentSection>
      <ContentSection id="embaixadores" heading="Embaixadores MIT" tone="muted">
        <AmbassadorCards ambassadors={ambassadors} />
        <ButtonLink to="/mundo-mit/embaixadores-mit" variant="secondary" className={styles.more}>
          Conhecer os embaixadores
        </ButtonLink>
      </ContentSection>
      <ContentSection id="parcerias" heading="Patrocínios e parcerias">
        <PartnerCards partners={partners} />
        <ButtonLink to="/mundo-mit/patrocinios-e-parcerias" variant="secondary" className={styles.more}>
          Ver patrocínios e parcerias
        </ButtonLink>
      </ContentSection>
      <ContentSection
        id="mit4fun"
        heading="MIT 4FUN"
        intro="Passeios off-road de um dia para quem tem um Mitsubishi 4x4, com instrutores e sem competição."
        tone="muted"
      >
        <ButtonLink to="/mit4fun">Conhecer o MIT 4FUN</ButtonLink>
      </ContentSection>
    </>
  );
};

export default BrandWorldPage;

export const Head: HeadFC<object, BrandWorldPageContext> = ({ pageContext }) => (
  <PageHeadTags head={pageContext.head} />
);
