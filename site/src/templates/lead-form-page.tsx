import type { HeadFC, PageProps } from "gatsby";
import { FormPage, PrivacyNote, Steps } from "../components/forms/form-page";
import type { OwnFields } from "../components/forms/own-fields";
import { SubmissionForm } from "../components/forms/submission-form";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { LeadFormPageContext } from "./lead-form.data";

type LeadFormPageProps = PageProps<object, LeadFormPageContext> & { ownFields?: OwnFields };

/**
 * A lead form's page: the quote request, the test-drive request, or the VIP
 * sign-up of the Outlander launch (which stands alone: no header, no footer).
 * Its template hands it the controls of the fields only its form has.
 */
export function LeadFormPage({ pageContext, location, ownFields }: LeadFormPageProps) {
  const { route, definition, page, models, dealers } = pageContext;
  return (
    <FormPage
      title={route.title ?? definition.title}
      intro={<p>{page.intro}</p>}
      standalone={page.standalone}
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
        ownFields={ownFields}
        nextLinks={page.next}
      />
    </FormPage>
  );
}

export const LeadFormHead: HeadFC<object, LeadFormPageContext> = ({ pageContext }) => (
  <PageHeadTags head={pageContext.head} />
);
