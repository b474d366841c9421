import * as styles from "./feature-list.module.css";

/** A list of features, each marked with a check (the model's exclusive features, a launch's highlights). */
export function FeatureList({ features, label }: { features: readonly string[]; label?: string }) {
  return (
    <ul className={`plain-list ${styles.features}`} aria-label={label}>
      {features.map((feature) => (
        <li key={feature} className={styles.feature}>
          {feature}
        </li>
      ))}
    </ul>
  );
}
