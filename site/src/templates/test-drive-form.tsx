import type { PageProps } from "gatsby";
import type { OwnFieldProps } from "../components/forms/own-fields";
import { PreferredDateField } from "../components/forms/preferred-date-field";
import type { LeadFormPageContext } from "./lead-form.data";
import { LeadFormHead, LeadFormPage } from "./lead-form-page";

/**
 * The test-drive request: a lead form with the day of the drive, the one field
 * only it has, so that the bookable days load with this page alone.
 */
const TestDriveFormTemplate: React.FC<PageProps<object, LeadFormPageContext>> = (props) => (
  <LeadFormPage
    {...props}
    ownFields={{
      preferredDate: (field: OwnFieldProps) => <PreferredDateField {...field} builtOn={props.pageContext.builtOn} />,
    }}
  />
);

export default TestDriveFormTemplate;

export const Head = LeadFormHead;
