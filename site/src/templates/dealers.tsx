import type { HeadFC, PageProps } from "gatsby";
import { SITE_URL } from "../brand";
import { DealerFinder } from "../components/dealers/dealer-finder";
import * as styles from "../components/dealers/dealer-finder.module.css";
import { JsonLd } from "../components/seo/json-ld";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { autoDealerData } from "../structured-data/auto-dealer";
import type { DealersPageContext } from "./dealers.data";

/** /concessionarias: the dealer finder, over the dealer network handed in through page context. */
const DealersPage: React.FC<PageProps<object, DealersPageContext>> = ({ pageContext }) => (
  <div className="page">
    <h1>{pageContext.route.title}</h1>
    <p>Encontre a concessionária Mitsubishi mais perto de você: endereço, telefone, WhatsApp e como chegar.</p>
    <p className={styles.sample}>
      <strong>Dados de exemplo.</strong> Os nomes, endereços e telefones desta lista são fictícios, feitos para
      demonstrar o site; as cidades e suas localizações são reais.
    </p>
    <DealerFinder dealers={pageContext.dealers} />
  </div>
);

export default DealersPage;

export const Head: HeadFC<object, DealersPageContext> = ({ pageContext }) => (
  <PageHeadTags head={pageContext.head}>
    {pageContext.dealers.map((dealer) => (
      <JsonLd key={dealer.id} data={autoDealerData(dealer, SITE_URL, pageContext.route.path)} />
    ))}
  </PageHeadTags>
);
