import type { HeadFC, PageProps } from "gatsby";
import { LocalImage } from "../components/image/local-image";
import { CallsToAction } from "../components/page/calls-to-action";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { SampleDataNote } from "../components/page/sample-data-note";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { BuyBackConditions } from "../components/services/buy-back-conditions";
import { TollFreeLink } from "../components/services/toll-free-numbers";
import { TOLL_FREE_NUMBERS } from "../content/customer-service";
import type { ServicePageContext } from "./service.data";
import * as styles from "./service.module.css";

/** A service's own page: what it is, how it works, who can use it, and what to do next. */
const ServicePage: React.FC<PageProps<object, ServicePageContext>> = ({ pageContext }) => {
  const { route, trail, service } = pageContext;
  const line = service.tollFree ? TOLL_FREE_NUMBERS[service.tollFree] : undefined;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? service.name}
        kicker="Serviços e benefícios"
        lead={service.summary}
        actions={[service.callToAction, { label: "Todos os serviços", to: "/servicos-beneficios" }]}
        figure={
          <LocalImage
            className={styles.pictogram}
            artworkId={service.pictogramId}
            width={96}
            height={96}
            alt=""
            eager
          />
        }
      />
      {line && (
        <>
          <div className={styles.lineBand}>
            <p className={styles.line}>
              Ligue grátis, 24 horas: <TollFreeLink line={line} className={styles.tel} />
            </p>
          </div>
          <div className={styles.lineNote}>
            <SampleDataNote>{pageContext.sampleNote}</SampleDataNote>
          </div>
        </>
      )}
      <ContentSection id="o-que-e" heading="O que é">
        {service.whatItIs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </ContentSection>
      <ContentSection id="como-funciona" heading="Como funciona" tone="muted">
        <ol className={styles.steps}>
          {service.howItWorks.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection id="quem-pode-usar" heading="Quem pode usar">
        <ul className={styles.list}>
          {service.whoCanUse.map((who) => (
            <li key={who}>{who}</li>
          ))}
        </ul>
      </ContentSection>
      {service.buyBack && (
        <ContentSection
          id="recompra-garantida"
          heading="Recompra garantida"
          intro="No fim do plano, a Mitsubishi recompra o seu carro na troca por um novo quando todas estas condições são cumpridas:"
          tone="muted"
        >
          <BuyBackConditions />
        </ContentSection>
      )}
      <ContentSection id="proximo-passo" heading="Próximo passo">
        <CallsToAction links={[service.callToAction, { label: "Fale conosco", to: "/fale-conosco" }]} />
      </ContentSection>
    </>
  );
};

export default ServicePage;

export const Head: HeadFC<object, ServicePageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
