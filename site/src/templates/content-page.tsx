import type { HeadFC, PageProps } from "gatsby";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { StaticPageContext } from "../page-data/page-context";

/** A page of the route table whose content is text: its title and introduction. */
const ContentPage: React.FC<PageProps<object, StaticPageContext>> = ({ pageContext }) => {
  const { route } = pageContext;
  return (
    <div className="page">
      <h1>{route.title}</h1>
      {route.description && <p>{route.description}</p>}
    </div>
  );
};

export default ContentPage;

export const Head: HeadFC<object, StaticPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
