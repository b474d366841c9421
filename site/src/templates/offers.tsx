import type { HeadFC, PageProps } from "gatsby";
import { OfferList } from "../components/offers/offer-list";
import { PageIntro } from "../components/page/page-intro";
import { PageHeadTags } from "../components/seo/page-head-tags";
import { useReachedAnchor } from "../hooks/use-reached-anchor";
import type { OffersPageContext } from "./offers.data";

/** /ofertas: the offers of the month per model, with their conditions and legal texts. */
const OffersPage: React.FC<PageProps<object, OffersPageContext>> = ({ pageContext, location }) => {
  const { route, trail, offers, builtOn } = pageContext;
  // The offer the address names is highlighted.
  const reached = useReachedAnchor(location);
  return (
    <>
      <PageIntro
        trail={trail}
        title={route.title ?? "Ofertas"}
        kicker="Ofertas do mês"
        lead="Preços especiais, taxas e bônus para SUVs e picapes Mitsubishi. Cada oferta vale até o fim do mês, nas condições do seu texto legal."
        actions={[{ label: "Encontrar uma concessionária", to: "/concessionarias" }]}
      />
      <div className="page">
        <OfferList offers={offers} builtOn={builtOn} reachedId={reached} />
      </div>
    </>
  );
};

export default OffersPage;

export const Head: HeadFC<object, OffersPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
