import type { HeadFC, PageProps } from "gatsby";
import { ContactChannels } from "../components/contact/contact-channels";
import { FormPage, PrivacyNote } from "../components/forms/form-page";
import type { OwnFields } from "../components/forms/own-fields";
import { type SubjectChoice, SubjectField } from "../components/forms/subject-field";
import { SubmissionForm } from "../components/forms/submission-form";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { ContactPageContext } from "./contact.data";

/** The contact form's own field: what the visitor writes about, among the page's subjects. */
function contactFields(subjects: readonly SubjectChoice[]): OwnFields {
  return { subject: (props) => <SubjectField {...props} subjects={subjects} /> };
}

/** /fale-conosco: the customer-service channels (toll-free numbers, hours, WhatsApp) and the contact form. */
const ContactPage: React.FC<PageProps<object, ContactPageContext>> = ({ pageContext, location }) => (
  <FormPage
    title={pageContext.route.title ?? "Fale conosco"}
    intro={<p>{pageContext.page.intro}</p>}
    aside={<PrivacyNote />}
  >
    <ContactChannels channels={pageContext.channels} hours={pageContext.hours} notes={pageContext.notes} />
    <SubmissionForm
      definition={pageContext.definition}
      search={location.search}
      ownFields={contactFields(pageContext.subjects)}
      nextLinks={pageContext.page.next}
    />
  </FormPage>
);

export default ContactPage;

export const Head: HeadFC<object, ContactPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
