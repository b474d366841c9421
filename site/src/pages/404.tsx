import type { HeadFC } from "gatsby";
import { SiteLink } from "../components/link/site-link";
import { Seo } from "../components/seo/seo";

const NotFoundPage: React.FC = () => (
  <div className="page">
    <h1>Página não encontrada</h1>
    <p>O endereço que você procurou não existe ou mudou de lugar.</p>
    <p>
      <SiteLink to="/">Voltar para a página inicial</SiteLink>
    </p>
  </div>
);

export default NotFoundPage;

export const Head: HeadFC = () => (
  <Seo title="Página não encontrada" description="Esta página não existe no site da Mitsubishi Motors." path="/404" />
);
