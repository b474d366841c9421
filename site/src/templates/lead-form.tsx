import type { PageProps } from "gatsby";
import { LeadFormHead, LeadFormPage } from "../components/forms/lead-form-page";
import type { LeadFormPageContext } from "../page-data/page-context";

/** The quote request and the VIP sign-up: lead forms with no field of their own. */
const LeadFormTemplate: React.FC<PageProps<object, LeadFormPageContext>> = (props) => <LeadFormPage {...props} />;

export default LeadFormTemplate;

export const Head = LeadFormHead;
