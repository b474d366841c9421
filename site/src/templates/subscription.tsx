import type { HeadFC, PageProps } from "gatsby";
import { FeatureList } from "../components/model/feature-list";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { SampleDataNote } from "../components/page/sample-data-note";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { TollFreeLink } from "../components/services/toll-free-numbers";
import { SubscriptionPlans } from "../components/subscription/subscription-plans";
import { TOLL_FREE_NUMBERS } from "../content/customer-service";
import type { SubscriptionPageContext } from "./subscription.data";
import * as styles from "./subscription.module.css";

/** What every plan of MIT Assinatura includes. */
const INCLUDED = [
  "Seguro com cobertura completa e proteção a terceiros",
  "Revisões programadas na rede autorizada",
  "Assistência 24 horas em todo o Brasil",
  "IPVA, licenciamento e emplacamento",
  "Carro reserva em caso de sinistro",
];

/** /mit-assinatura: the subscription's plans per model (monthly price, term, km per month) and its toll-free line. */
const SubscriptionPage: React.FC<PageProps<object, SubscriptionPageContext>> = ({ pageContext }) => {
  const { route, trail, versions } = pageContext;
  const line = TOLL_FREE_NUMBERS.subscription;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "MIT Assinatura"}
        kicker="Carro por assinatura"
        lead="Um Mitsubishi zero quilômetro com mensalidade fixa, sem entrada e sem se preocupar com seguro, revisões ou impostos. No fim do prazo, você devolve, renova ou troca."
        actions={[{ label: "Ver os planos", to: "#planos" }]}
      />
      <ContentSection
        id="planos"
        heading="Planos por modelo"
        intro="Mensalidades por versão, prazo e quilometragem mensal."
      >
        <SubscriptionPlans versions={versions} />
      </ContentSection>
      <ContentSection id="incluso" heading="O que está incluso" tone="muted">
        <FeatureList features={INCLUDED} />
      </ContentSection>
      <ContentSection id="como-funciona" heading="Como funciona">
        <ol className={styles.steps}>
          <li>Escolha o modelo, o prazo e a quilometragem por mês.</li>
          <li>Envie os seus documentos para a análise de crédito, sem custo.</li>
          <li>Retire o carro na concessionária, já emplacado e segurado.</li>
          <li>Pague só a mensalidade. No fim do prazo, devolva, renove ou troque por um Mitsubishi novo.</li>
        </ol>
        <p className={styles.call}>
          Fale com a central da MIT Assinatura, de graça: <TollFreeLink line={line} className={styles.tel} />
        </p>
        <SampleDataNote>{pageContext.sampleNote}</SampleDataNote>
      </ContentSection>
    </>
  );
};

export default SubscriptionPage;

export const Head: HeadFC<object, SubscriptionPageContext> = ({ pageContext }) => (
  <PageHeadTags head={pageContext.head} />
);
