import { bookableDays } from "../../../../contracts/test-drive-days";
import type { CalendarDay } from "../../../../shared/clock";
import { FIELD_LABELS } from "../../forms/form-definitions";
import { useDayInBrazil } from "../../hooks/use-visitor-clock";
import { Field } from "./field";
import * as styles from "./form.module.css";
import type { OwnFieldProps } from "./own-fields";

/** "2026-05-02" → "02/05/2026". */
const brazilianDate = (isoDay: string) => isoDay.split("-").reverse().join("/");

/**
 * The test drive's day, between the first and the last bookable day. Its own
 * module, handed to the form by the test drive's page: only that page asks
 * for the visitor's day (the first time-zone formatter costs a long task on a
 * slow phone) and loads the bookable days.
 */
export function PreferredDateField({ id, builtOn, error, value, onChange }: OwnFieldProps & { builtOn: CalendarDay }) {
  // Rendered at build with the build's day, then with the visitor's.
  const days = bookableDays(useDayInBrazil(builtOn));
  return (
    <Field
      id={id}
      label={FIELD_LABELS.preferredDate}
      hint={`De ${brazilianDate(days.first)} a ${brazilianDate(days.last)}. A concessionária confirma o horário.`}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="date"
          min={days.first}
          max={days.last}
          required
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
