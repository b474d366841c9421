import { LeadFormHead, LeadFormPage } from "./lead-form-page";

/** The quote request and the VIP sign-up: lead forms with no field of their own. */
export default LeadFormPage;

export const Head = LeadFormHead;
