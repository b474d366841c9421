import { CONTACT_SUBJECTS } from "../../../contracts/contact-subjects";
import { formatMobilePhone } from "../../../contracts/phone-writing";
import type { ContactChannel, ContactNotes } from "../components/contact/contact-channels";
import type { SubjectChoice } from "../components/forms/subject-field";
import { CONTACT_PAGE, CUSTOMER_SERVICE, TOLL_FREE_NUMBERS, TOLL_FREE_SAMPLE_NOTES } from "../content/customer-service";
import { whatsappAddress } from "../dealers/dealer-links";
import { FORMS, type FormDefinition } from "../forms/form-definitions";
import type { StaticPageContext } from "../page-data/page-context";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

/** What gatsby-node hands the contact page: its form, in the page's data. */
export interface ContactPageContext extends StaticPageContext {
  definition: FormDefinition;
  /** The customer-service lines and WhatsApp, written by the build (content/customer-service.ts). */
  channels: ContactChannel[];
  /** When the central answers, one line each. */
  hours: string[];
  /** That its numbers and WhatsApp are sample data, and that the calls are free. */
  notes: ContactNotes;
  /** What the page says above its form, and where its thank-you leads. */
  page: { intro: string; next: Array<{ label: string; to: string }> };
  /** The subjects a message may be about, in the order the form offers them. */
  subjects: SubjectChoice[];
}

/** The contact page's channels (source spec §9): the three toll-free lines, then WhatsApp. */
function contactChannels(): ContactChannel[] {
  const lines = (Object.keys(TOLL_FREE_NUMBERS) as Array<keyof typeof TOLL_FREE_NUMBERS>).map((line) => {
    const { service, display, tel } = TOLL_FREE_NUMBERS[line];
    const purpose = CUSTOMER_SERVICE.purposes[line];
    return { service, purpose, display, href: tel, action: `ligação gratuita para ${service}` };
  });
  const { whatsapp, whatsappPurpose } = CUSTOMER_SERVICE;
  return [
    ...lines,
    {
      service: "WhatsApp",
      purpose: whatsappPurpose,
      display: formatMobilePhone(whatsapp),
      href: whatsappAddress(whatsapp),
      action: "conversar pelo WhatsApp",
    },
  ];
}

export const contactPageContext: StaticPageBuilder<ContactPageContext> = (route) => ({
  ...staticPageBase(route),
  definition: FORMS["fale-conosco"],
  channels: contactChannels(),
  hours: [...CUSTOMER_SERVICE.hours, CUSTOMER_SERVICE.assistanceHours],
  notes: { sample: TOLL_FREE_SAMPLE_NOTES.numbersAndWhatsapp, freeCalls: CUSTOMER_SERVICE.freeCalls },
  page: { intro: CONTACT_PAGE.intro, next: CONTACT_PAGE.next.map((link) => ({ ...link })) },
  subjects: Object.entries(CONTACT_SUBJECTS),
});
