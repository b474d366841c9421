import { type ReactNode, type RefObject, useId, useState } from "react";
import * as styles from "./search-combobox.module.css";

interface SearchComboboxProps<T> {
  label: string;
  placeholder?: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The options shown for the query, best first. */
  results: readonly T[];
  keyOf: (item: T) => string | number;
  /** The option's accessible name ("São Paulo, SP", "Outlander, modelo"). */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onChoose: (item: T) => void;
  /** What the visitor is told about the results (read out politely as it changes). */
  status: ReactNode;
  inputRef?: RefObject<HTMLInputElement>;
  listLabel: string;
}

/**
 * A text box that finds things as the visitor types (the ARIA combobox with a
 * list box): the arrows move through the options, Enter chooses the active one
 * (or the first), a click or tap chooses too. Focus stays in the text box.
 */
export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const { label, placeholder, query, onQueryChange, results, keyOf, nameOf, renderItem, onChoose, status } = props;
  const id = useId();
  const [active, setActive] = useState(-1);
  const activeIndex = active < results.length ? active : -1;
  const optionId = (index: number) => `${id}-opcao-${index}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + results.length + (activeIndex === -1 && step < 0 ? 1 : 0)) % results.length);
    } else if (event.key === "Enter") {
      const chosen = results[activeIndex === -1 ? 0 : activeIndex];
      if (chosen === undefined) return;
      event.preventDefault();
      onChoose(chosen);
    }
  };

  return (
    <div className={styles.combobox}>
      <label className={styles.label} htmlFor={`${id}-campo`}>
        {label}
      </label>
      <input
        ref={props.inputRef}
        id={`${id}-campo`}
        className={styles.input}
        type="text"
        inputMode="search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={`${id}-lista`}
        aria-activedescendant={activeIndex === -1 ? undefined : optionId(activeIndex)}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setActive(-1);
          onQueryChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <p className={styles.status} role="status">
        {status}
      </p>
      <div className={styles.list} id={`${id}-lista`} role="listbox" aria-label={props.listLabel}>
        {results.map((item, index) => (
          // The text box keeps focus and announces the active option (arrows, Enter); a click still chooses.
          // The option's name (nameOf) holds its visible parts, which items separate with a space (WCAG 2.5.3).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the combobox.
          // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are never focused themselves.
          <div
            key={keyOf(item)}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            aria-label={nameOf(item)}
            className={styles.option}
            onMouseMove={() => setActive(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item)}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
