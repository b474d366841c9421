import type { HeadFC, PageProps } from "gatsby";
import { BrandLogo } from "../components/header/brand-logo";
import { ButtonLink } from "../components/link/button-link";
import { ModelHero } from "../components/model/model-hero";
import { TrimList } from "../components/model/trim-list";
import { ContentSection } from "../components/page/content-section";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { NOVO_OUTLANDER_LAUNCH } from "../content/launch";
import type { LaunchPageContext } from "./launch.data";
import * as styles from "./launch.module.css";

/**
 * /novo-outlander: the launch landing page. No site header and a trimmed footer
 * (the visibility rules); the page leads to the VIP sign-up and to the model.
 */
const LaunchPage: React.FC<PageProps<object, LaunchPageContext>> = ({ pageContext }) => {
  const { model } = pageContext;
  const launch = NOVO_OUTLANDER_LAUNCH;
  return (
    <>
      <div className={styles.top}>
        {/* The launch page stands without the site's header: the brand shows here. */}
        <BrandLogo className={styles.logo} />
        <p className={styles.kicker}>{launch.kicker}</p>
        <ModelHero model={{ ...model, name: launch.headline, title: model.name, tagline: launch.lead }}>
          <div className={styles.actions}>
            <ButtonLink to={launch.vip.to}>{launch.vip.label}</ButtonLink>
            <ButtonLink to={model.address} variant="secondary">
              Ver o Outlander
            </ButtonLink>
          </div>
        </ModelHero>
      </div>
      <ContentSection id="destaques" heading="Destaques" tone="muted">
        <ul className={`plain-list ${styles.highlights}`}>
          {launch.highlights.map((highlight) => (
            <li key={highlight.title} className={styles.highlight}>
              <h3 className={styles.highlightTitle}>{highlight.title}</h3>
              <p className={styles.highlightText}>{highlight.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <div className={styles.block}>
        <TrimList trims={model.trims} />
      </div>
      <section className={styles.vip} aria-labelledby="vip-titulo">
        <div className={styles.vipInner}>
          <h2 id="vip-titulo" className={styles.vipTitle}>
            {launch.vip.heading}
          </h2>
          <p className={styles.vipText}>{launch.vip.text}</p>
          <ButtonLink to={launch.vip.to} variant="on-dark">
            {launch.vip.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
};

export default LaunchPage;

export const Head: HeadFC<object, LaunchPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
