import type { HeadFC, PageProps } from "gatsby";
import { FormPage, PrivacyNote, Steps } from "../components/forms/form-page";
import { SubmissionForm } from "../components/forms/submission-form";
import { RouteHead } from "../components/seo/route-head";
import type { LeadFormPageContext } from "../page-data/page-context";

/**
 * A lead form's page: the quote request, the test-drive request, or the VIP
 * sign-up of the Outlander launch (which stands alone: no header, no footer).
 */
const LeadFormPage: React.FC<PageProps<object, LeadFormPageContext>> = ({ pageContext, location }) => {
  const { route, form, definition, page, models, dealers, builtOn } = pageContext;
  return (
    <FormPage
      title={route.title ?? definition.title}
      intro={<p>{page.intro}</p>}
      // The VIP sign-up has no header (source spec §2): the brand above the title leads to the launch page.
      standalone={form === "vip-novo-outlander" ? { home: "/novo-outlander", homeName: "Novo Outlander" } : undefined}
      aside={
        <>
          <Steps title="Como funciona" steps={page.steps} />
          <PrivacyNote />
        </>
      }
    >
      <SubmissionForm
        definition={definition}
        models={models}
        dealers={dealers}
        search={location.search}
        builtOn={builtOn}
        nextLinks={page.next}
      />
    </FormPage>
  );
};

export default LeadFormPage;

export const Head: HeadFC<object, LeadFormPageContext> = ({ pageContext }) => (
  <RouteHead route={pageContext.route} structuredData={pageContext.structuredData} share={pageContext.share} />
);
