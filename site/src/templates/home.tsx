import type { HeadFC, PageProps } from "gatsby";
import { SiteLink } from "../components/link/site-link";
import { Seo } from "../components/seo/seo";
import { modelAddress } from "../routes/model-address";
import type { HomePageContext } from "./page-context";

const HomePage: React.FC<PageProps<object, HomePageContext>> = ({ pageContext }) => (
  <div className="page">
    <h1>Mitsubishi Motors: SUVs e picapes com 5 anos de garantia</h1>
    <section id="modelos" aria-labelledby="modelos-titulo">
      <h2 id="modelos-titulo">Modelos</h2>
      <ul>
        {pageContext.models.map((model) => (
          <li key={model.id}>
            <SiteLink to={modelAddress(model)}>{model.name}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  </div>
);

export default HomePage;

export const Head: HeadFC<object, HomePageContext> = ({ pageContext }) => (
  <Seo title={pageContext.route.title} description={pageContext.route.description} path={pageContext.route.path} />
);
