import type { HeadFC, PageProps } from "gatsby";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { SampleDataNote } from "../components/page/sample-data-note";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { BuyBackConditions } from "../components/services/buy-back-conditions";
import { ServiceCards } from "../components/services/service-cards";
import { TollFreeNumbers } from "../components/services/toll-free-numbers";
import type { ServicesPageContext } from "./services.data";

/**
 * /servicos-beneficios: the nine services, each leading to its own page; the
 * guaranteed buy-back programme with all its conditions; the three toll-free
 * numbers (source spec §9).
 */
const ServicesPage: React.FC<PageProps<object, ServicesPageContext>> = ({ pageContext }) => {
  const { route, trail, services } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Serviços e Benefícios"}
        kicker="Cuidado Mitsubishi"
        lead="5 anos de garantia de fábrica, recompra garantida, assistência 24 horas e serviços que cuidam do seu Mitsubishi antes, durante e depois da compra."
        actions={[
          { label: "Conhecer a recompra garantida", to: "#recompra-garantida" },
          { label: "Centrais de atendimento", to: "#centrais" },
        ]}
      />
      <ContentSection id="servicos" heading="Nossos serviços" intro="Conheça cada serviço e como usar.">
        <ServiceCards services={services} />
      </ContentSection>
      <ContentSection
        id="recompra-garantida"
        heading="Recompra garantida"
        intro="Na troca por um Mitsubishi novo, a Mitsubishi recompra o seu carro quando todas estas condições são cumpridas:"
        tone="muted"
      >
        <BuyBackConditions />
      </ContentSection>
      <ContentSection
        id="centrais"
        heading="Centrais de atendimento 0800"
        intro="Ligação gratuita de qualquer telefone, fixo ou celular."
      >
        <TollFreeNumbers />
        <SampleDataNote>{pageContext.sampleNote}</SampleDataNote>
      </ContentSection>
    </>
  );
};

export default ServicesPage;

export const Head: HeadFC<object, ServicesPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
