import type { HeadFC, PageProps } from "gatsby";
import { PartnerCards } from "../components/brand-world/partner-cards";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { PartnershipsPageContext } from "./partnerships.data";

/** /mundo-mit/patrocinios-e-parcerias: what the brand sponsors and whom it works with. */
const PartnershipsPage: React.FC<PageProps<object, PartnershipsPageContext>> = ({ pageContext }) => {
  const { route, trail, partners } = pageContext;
  const sponsorships = partners.filter((partner) => partner.kind === "patrocinio");
  const partnerships = partners.filter((partner) => partner.kind === "parceria");
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Patrocínios e Parcerias"}
        kicker="Mundo MIT"
        lead="Esporte, natureza e aventura: a Mitsubishi apoia quem vai mais longe, com carros, estrutura e conhecimento."
        actions={[{ label: "Proponha uma parceria", to: "/fale-conosco" }]}
      />
      {sponsorships.length > 0 && (
        <ContentSection id="patrocinios" heading="Patrocínios">
          <PartnerCards partners={sponsorships} />
        </ContentSection>
      )}
      {partnerships.length > 0 && (
        <ContentSection id="parcerias" heading="Parcerias" tone="muted">
          <PartnerCards partners={partnerships} />
        </ContentSection>
      )}
    </>
  );
};

export default PartnershipsPage;

export const Head: HeadFC<object, PartnershipsPageContext> = ({ pageContext }) => (
  <PageHeadTags head={pageContext.head} />
);
