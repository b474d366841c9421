import type { HeadFC, PageProps } from "gatsby";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { ContentPageContext } from "./content-page.data";

/** A page of the route table whose content is text: its title and introduction. */
const ContentPage: React.FC<PageProps<object, ContentPageContext>> = ({ pageContext }) => {
  const { route } = pageContext;
  return (
    <div className="page">
      <h1>{route.title}</h1>
      {route.description && <p>{route.description}</p>}
    </div>
  );
};

export default ContentPage;

export const Head: HeadFC<object, ContentPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
