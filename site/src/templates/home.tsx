import type { HeadFC, PageProps } from "gatsby";
import { Banner } from "../components/banner/banner";
import { ModelList } from "../components/model-list/model-list";
import { Seo } from "../components/seo/seo";
import type { HomePageContext } from "./page-context";

/** The home page's model list, as analysts name it. */
const HOME_MODEL_LIST = "home-modelos";

const HomePage: React.FC<PageProps<object, HomePageContext>> = ({ pageContext }) => (
  <>
    <Banner
      hero
      id="home-hero"
      position={1}
      title="Mitsubishi Motors: SUVs e picapes com 5 anos de garantia"
      actions={[
        { label: "Ver modelos", to: "#modelos" },
        { label: "Agendar test drive", to: "/informacoes-pre-atendimento/test-drive" },
      ]}
    >
      <p>Conheça a linha Mitsubishi e encontre a concessionária mais perto de você.</p>
    </Banner>
    <div className="page">
      <section id="modelos" aria-labelledby="modelos-titulo">
        <h2 id="modelos-titulo">Modelos</h2>
        <ModelList listName={HOME_MODEL_LIST} models={pageContext.models} />
      </section>
    </div>
    <Banner
      id="home-mit-assinatura"
      position={2}
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
  </>
);

export default HomePage;

export const Head: HeadFC<object, HomePageContext> = ({ pageContext }) => (
  <Seo title={pageContext.route.title} description={pageContext.route.description} path={pageContext.route.path} />
);
