import type { HeadFC, PageProps } from "gatsby";
import { ContactChannels } from "../components/contact/contact-channels";
import { FormPage, PrivacyNote } from "../components/forms/form-page";
import type { OwnFields } from "../components/forms/own-fields";
import { SubjectField } from "../components/forms/subject-field";
import { SubmissionForm } from "../components/forms/submission-form";
import { PageHeadTags } from "../components/seo/page-head-tags";
import type { ContactPageContext } from "./contact.data";

const NEXT_LINKS = [
  { label: "Encontrar uma concessionária", to: "/concessionarias" },
  { label: "Voltar para a página inicial", to: "/" },
] as const;

/** The contact form's own field: what the visitor writes about. */
const CONTACT_FIELDS: OwnFields = { subject: SubjectField };

/** /fale-conosco: the customer-service channels (toll-free numbers, hours, WhatsApp) and the contact form. */
const ContactPage: React.FC<PageProps<object, ContactPageContext>> = ({ pageContext, location }) => (
  <FormPage
    title={pageContext.route.title ?? "Fale conosco"}
    intro={<p>Ligue, mande uma mensagem pelo WhatsApp ou escreva para a Central de Atendimento Mitsubishi.</p>}
    aside={<PrivacyNote />}
  >
    <ContactChannels channels={pageContext.channels} hours={pageContext.hours} />
    <SubmissionForm
      definition={pageContext.definition}
      search={location.search}
      ownFields={CONTACT_FIELDS}
      nextLinks={NEXT_LINKS}
    />
  </FormPage>
);

export default ContactPage;

export const Head: HeadFC<object, ContactPageContext> = ({ pageContext }) => <PageHeadTags head={pageContext.head} />;
