import type { HeadFC, PageProps } from "gatsby";
import { AboutYear } from "../components/model/about-year";
import { FeatureList } from "../components/model/feature-list";
import { LegalText } from "../components/model/legal-text";
import { ModelGallery } from "../components/model/model-gallery";
import { ModelHero } from "../components/model/model-hero";
import { TrimList } from "../components/model/trim-list";
import { VideoList } from "../components/model/video-list";
import { ModelList } from "../components/model-list/model-list";
import { Breadcrumbs } from "../components/page/breadcrumbs";
import { CallsToAction } from "../components/page/calls-to-action";
import { ContentSection } from "../components/page/content-section";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { BuyBackConditions } from "../components/services/buy-back-conditions";
import { useReachedAnchor } from "../hooks/use-reached-anchor";
import { quoteAddress, testDriveAddress } from "../routes/lead-forms";
import type { ModelPageContext } from "./model.data";
import * as styles from "./model.module.css";

/** How analysts name the list of suggested models on a model page. */
const SUGGESTIONS_LIST = "modelo-sugestoes";

/**
 * A model page of the catalogue, at /{body style}/{model}: hero, price and the
 * calls to quote and test drive (the form opens with the model chosen), what is
 * exclusive, the latest year, pictures, versions and prices, videos on demand,
 * the buy-back programme where it applies, other models and the legal text.
 */
const ModelPage: React.FC<PageProps<object, ModelPageContext>> = ({ pageContext, location }) => {
  const { model, builtOn, trail, videos, suggestions, buyBack } = pageContext;
  // The version the address names (a menu's version entry) is highlighted.
  const reached = useReachedAnchor(location);
  const latest = [...model.about].sort((a, b) => b.id - a.id)[0];
  const calls = [
    { label: "Solicitar cotação", to: quoteAddress(model) },
    { label: "Agendar test drive", to: testDriveAddress(model) },
  ];
  return (
    <>
      <div className={styles.top}>
        <Breadcrumbs trail={trail} className={styles.breadcrumbs} />
        <ModelHero model={model}>
          <CallsToAction links={calls} className={styles.heroActions} />
        </ModelHero>
      </div>
      {model.exclusiveFeatures.length > 0 && (
        <ContentSection id="exclusividades" heading="Exclusividades" tone="muted">
          <FeatureList features={model.exclusiveFeatures} />
        </ContentSection>
      )}
      {latest && (
        <ContentSection id="sobre" heading={latest.title}>
          <AboutYear about={latest} modelName={model.name} />
        </ContentSection>
      )}
      <ContentSection id="galeria" heading="Galeria" tone="muted">
        <ModelGallery name={model.name} imageIds={model.images} />
      </ContentSection>
      <div className={styles.block}>
        <TrimList trims={model.trims} reachedId={reached} />
      </div>
      {videos.length > 0 && (
        <ContentSection id="videos" heading="Vídeos" tone="muted">
          <VideoList videos={videos} />
        </ContentSection>
      )}
      {buyBack && (
        <ContentSection
          id="recompra-garantida"
          heading="Recompra garantida"
          intro="Este modelo participa do programa de recompra garantida: na troca por um Mitsubishi novo, a Mitsubishi recompra o seu carro quando todas as condições abaixo são cumpridas."
        >
          <BuyBackConditions />
          <CallsToAction
            className={styles.after}
            links={[{ label: "Conhecer o programa", to: "/servicos-beneficios#recompra-garantida" }]}
          />
        </ContentSection>
      )}
      <section className={styles.callBand} aria-labelledby="proximo-passo-titulo">
        <div className={styles.callInner}>
          <h2 id="proximo-passo-titulo" className={styles.callTitle}>
            {model.name}: quer conhecer de perto?
          </h2>
          <p className={styles.callText}>
            Peça uma cotação ou agende um test drive: a concessionária mais perto de você entra em contato.
          </p>
          <CallsToAction links={calls} onDark />
        </div>
      </section>
      {suggestions.length > 0 && (
        <ContentSection id="sugestoes" heading="Conheça também">
          <ModelList listName={SUGGESTIONS_LIST} models={suggestions} />
        </ContentSection>
      )}
      <div className={styles.block}>
        <LegalText html={model.legalText} builtOn={builtOn} />
      </div>
    </>
  );
};

export default ModelPage;

export const Head: HeadFC<object, ModelPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
