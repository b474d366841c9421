import { useRouteChangeDelayed } from "./route-progress";
import * as styles from "./route-progress-bar.module.css";

/** The bar across the top of the window while a slow route change loads (decision CHROME-9). */
export function RouteProgressBar() {
  const delayed = useRouteChangeDelayed();
  if (!delayed) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Carregando a página">
      <div className={styles.fill} />
    </div>
  );
}
