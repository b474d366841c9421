import { type ChangeEvent, useLayoutEffect, useRef } from "react";
import { editPhone } from "../../forms/phone-editing";
import type { ControlProps } from "./field";
import * as styles from "./form.module.css";

interface PhoneInputProps extends ControlProps {
  value: string;
  onValueChange: (value: string) => void;
}

const DELETIONS: Record<string, "backward" | "forward"> = {
  deleteContentBackward: "backward",
  deleteContentForward: "forward",
};

/** A mobile-phone field masked as the visitor types ("(11) 98765-4321"), the caret kept after the same digit. */
export function PhoneInput({ value, onValueChange, ...control }: PhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === undefined || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = undefined;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? "";
    const edit = editPhone({
      previous: value,
      typed,
      caret: event.target.selectionStart ?? typed.length,
      deleting: DELETIONS[inputType],
    });
    caret.current = edit.caret;
    onValueChange(edit.value);
  };

  return (
    <input
      ref={input}
      {...control}
      className={styles.input}
      type="tel"
      inputMode="numeric"
      // "tel", the whole number: the HTML standard does not allow "tel-national" on this input (the Nu HTML
      // Checker says so), and the mask drops the +55 the browser fills in.
      autoComplete="tel"
      maxLength={20}
      required
      value={value}
      onChange={onChange}
    />
  );
}
