import type { HeadFC, PageProps } from "gatsby";
import { EventCards } from "../components/brand-world/event-cards";
import { LocalImage } from "../components/image/local-image";
import { FeatureList } from "../components/model/feature-list";
import { CallsToAction } from "../components/page/calls-to-action";
import { ContentSection } from "../components/page/content-section";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { EventPageContext } from "./event.data";
import * as styles from "./event.module.css";

/** An event of the brand world: its logo, picture and description, how it runs and what a participant gets. */
const EventPage: React.FC<PageProps<object, EventPageContext>> = ({ pageContext }) => {
  const { route, trail, event, details, otherEvents } = pageContext;
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? event.name}
        kicker="Mundo MIT"
        lead={event.description}
        actions={[{ label: "Encontrar a concessionária organizadora", to: "/concessionarias" }]}
        figure={
          <LocalImage
            className={styles.logo}
            artworkId={event.logoId}
            width={320}
            height={120}
            alt={`Logotipo ${event.name}`}
            eager
          />
        }
      />
      <ContentSection id="como-e" heading="Como é">
        <div className={styles.how}>
          <ul className={styles.format}>
            {details.format.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <LocalImage
            className={styles.image}
            artworkId={event.imageId}
            width={1200}
            height={800}
            alt={`Ilustração do ${event.name}`}
          />
        </div>
      </ContentSection>
      <ContentSection id="participante" heading="O que o participante recebe" tone="muted">
        <FeatureList features={details.participantGets} />
      </ContentSection>
      <ContentSection id="quem-participa" heading="Quem pode participar">
        <p className={styles.who}>{details.whoCanTakePart}</p>
        <CallsToAction
          links={[
            { label: "Falar com a organização", to: "/fale-conosco" },
            { label: "Encontrar uma concessionária", to: "/concessionarias" },
          ]}
        />
      </ContentSection>
      <ContentSection id="outros-eventos" heading="Outros eventos do Mundo MIT" tone="muted">
        <EventCards events={otherEvents} />
      </ContentSection>
    </>
  );
};

export default EventPage;

export const Head: HeadFC<object, EventPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
