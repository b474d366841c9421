import type { HeadFC, PageProps } from "gatsby";
import { FeatureList } from "../components/model/feature-list";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { SampleDataNote } from "../components/page/sample-data-note";
import { ChassisCheck } from "../components/recall/chassis-check";
import { RecallCampaignList } from "../components/recall/recall-campaign-list";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { RecallPageContext } from "./recall.data";

/** /recall: check a chassis number against the campaigns in the browser, and every campaign in full. */
const RecallPage: React.FC<PageProps<object, RecallPageContext>> = ({ pageContext }) => {
  const { route, trail, campaigns } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Recall"}
        kicker="Segurança"
        lead="Quando uma peça pode pôr a sua segurança em risco, a Mitsubishi chama os carros afetados para um reparo gratuito. Consulte o chassi do seu carro."
        actions={[{ label: "Consultar o chassi", to: "#consulta" }]}
      />
      <ContentSection
        id="consulta"
        heading="Consulte o seu chassi"
        intro="A consulta é feita aqui mesmo, no seu navegador: nada do que você digita é enviado."
        tone="muted"
      >
        <ChassisCheck campaigns={campaigns} />
      </ContentSection>
      <ContentSection id="campanhas" heading="Campanhas de recall">
        <SampleDataNote>
          As campanhas desta página e os seus chassis são fictícios, feitos para demonstrar o site: para saber se o seu
          carro foi chamado, consulte uma concessionária Mitsubishi.
        </SampleDataNote>
        <RecallCampaignList campaigns={campaigns} />
      </ContentSection>
      <ContentSection id="o-que-fazer" heading="Se o seu carro foi chamado" tone="muted">
        <FeatureList
          features={[
            "Agende o reparo em qualquer concessionária Mitsubishi, mesmo que o carro tenha sido comprado em outra.",
            "O reparo é gratuito, inclusive peças e mão de obra, sem limite de prazo ou de quilometragem.",
            "Leve o documento do carro (CRLV); a concessionária registra o atendimento no histórico do chassi.",
          ]}
        />
      </ContentSection>
    </>
  );
};

export default RecallPage;

export const Head: HeadFC<object, RecallPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
