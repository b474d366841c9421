import type { ReactNode } from "react";

/** What the form hands a control it does not draw itself: its id, its message and its value. */
export interface OwnFieldProps {
  id: string;
  error: string | undefined;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** The fields only one form has: the test drive's day, the contact's subject. */
export type OwnFieldName = "preferredDate" | "subject";

/**
 * The controls of those fields, handed to the form by the page of the one form
 * that shows each: their code (the bookable days, the subjects) then loads with
 * that page alone, not with every form's first load.
 */
export type OwnFields = Partial<Record<OwnFieldName, (props: OwnFieldProps) => ReactNode>>;
