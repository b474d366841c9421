import type { HeadFC } from "gatsby";
import { NotFoundHelp } from "../components/page/not-found-help";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { pageHeadOf } from "../page-data/page-head";

/** The site's 404 page (served with status 404 by the server): the search, the way home and the models. */
const NotFoundPage: React.FC = () => (
  <>
    <PageIntro
      trail={[]}
      title="Página não encontrada"
      kicker="Erro 404"
      lead="O endereço que você procurou não existe ou mudou de lugar. Busque o que procura, ou siga por um destes caminhos."
    />
    <NotFoundHelp />
  </>
);

export default NotFoundPage;

/** The 404 page has no page context (it is not made by createPages): its head is made here. */
const NOT_FOUND_HEAD = pageHeadOf({
  title: "Página não encontrada",
  description: "Esta página não existe no site da Mitsubishi Motors.",
  path: "/404",
});

export const Head: HeadFC = () => <PageHeadTags head={NOT_FOUND_HEAD} />;
