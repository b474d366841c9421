import type { HeadFC, PageProps } from "gatsby";
import { Banner } from "../components/banner/banner";
import { EventCards } from "../components/brand-world/event-cards";
import { HeroPicture } from "../components/image/hero-picture";
import { ModelImage } from "../components/image/model-image";
import { ButtonLink } from "../components/link/button-link";
import { ModelList } from "../components/model-list/model-list";
import { OfferTeasers } from "../components/offers/offer-teasers";
import { ContentSection } from "../components/page/content-section";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { ServiceCards } from "../components/services/service-cards";
import { TEST_DRIVE_PATH } from "../routes/lead-forms";
import type { HomePageContext } from "./home.data";
import * as styles from "./home.module.css";

/** The home page's model list, as analysts name it. */
const HOME_MODEL_LIST = "home-modelos";

/**
 * The home page: the brand's promise, every model of the catalogue with its
 * starting price and the ways to a quote or a test drive, the highlighted
 * offers, the subscription, the services and the brand world.
 */
const HomePage: React.FC<PageProps<object, HomePageContext>> = ({ pageContext }) => (
  <>
    <Banner
      hero
      id="home-hero"
      position={1}
      picture={
        <HeroPicture
          heroId={pageContext.heroModel.imageHeroId}
          heroMobileId={pageContext.heroModel.imageHeroMobileId}
          alt=""
          sizes="100vw"
          fills
        />
      }
      title="Mitsubishi Motors: SUVs e picapes com 5 anos de garantia"
      actions={[
        { label: "Ver modelos", to: "#modelos" },
        { label: "Agendar test drive", to: TEST_DRIVE_PATH },
      ]}
    >
      <p>Conheça a linha Mitsubishi e encontre a concessionária mais perto de você.</p>
    </Banner>
    <ContentSection id="modelos" heading="Modelos" intro="SUVs e picapes 4x4, a diesel, turbo e híbrido plug-in.">
      <ModelList listName={HOME_MODEL_LIST} models={pageContext.models} />
    </ContentSection>
    {pageContext.offers.length > 0 && (
      <ContentSection
        id="ofertas-em-destaque"
        heading="Ofertas em destaque"
        intro="Condições do mês para você sair de Mitsubishi novo."
        tone="muted"
      >
        <OfferTeasers offers={pageContext.offers} />
        <ButtonLink to="/ofertas" variant="secondary" className={styles.more}>
          Ver todas as ofertas
        </ButtonLink>
      </ContentSection>
    )}
    <Banner
      id="home-mit-assinatura"
      position={2}
      picture={
        <ModelImage
          imageId={pageContext.subscriptionImageId}
          alt=""
          width={1200}
          height={800}
          widths={[640, 750, 1080, 1200]}
          sizes="(min-width: 768px) 50vw, 100vw"
        />
      }
      title="MIT Assinatura: seu Mitsubishi com mensalidade fixa"
      actions={[
        {
          label: "Conhecer a assinatura",
          // An internal promotion tags its own link; the link's parameters win over the carried ones (§4).
          to: "/mit-assinatura?utm_source=home&utm_medium=banner&utm_campaign=mit-assinatura",
        },
      ]}
    >
      <p>Seguro, revisões e assistência 24 horas incluídos, sem entrada.</p>
    </Banner>
    <ContentSection
      id="servicos"
      heading="Serviços e benefícios"
      intro="Cuidado com o seu Mitsubishi antes, durante e depois da compra."
    >
      <ServiceCards services={pageContext.services} />
      <ButtonLink to="/servicos-beneficios" variant="secondary" className={styles.more}>
        Todos os serviços e benefícios
      </ButtonLink>
    </ContentSection>
    <ContentSection
      id="mundo-mit"
      heading="Mundo MIT"
      intro="Ralis, passeios off-road e aventura: o universo Mitsubishi além do carro."
      tone="muted"
    >
      <EventCards events={pageContext.events} />
      <ButtonLink to="/mundo-mit" variant="secondary" className={styles.more}>
        Conheça o Mundo MIT
      </ButtonLink>
    </ContentSection>
  </>
);

export default HomePage;

// The route has no title or description of its own: the home page keeps the brand's (source spec §1).
export const Head: HeadFC<object, HomePageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
