import type { MenuItem } from "../../../../contracts/menu-item";
import { PICKUP_MENU, SUV_MENU } from "../../catalogue/model-menu";
import { ButtonLink } from "../link/button-link";
import { SiteLink } from "../link/site-link";
import { HeaderSearch } from "../search/header-search";
import * as styles from "./not-found-help.module.css";

/** The model entries of the menus (the header already carries them), without versions anchored in a page. */
const modelsOf = (menu: readonly MenuItem[]) => menu.filter((item) => !item.link.includes("#"));

/** The pages a lost visitor most often wants. */
const USEFUL_LINKS: readonly MenuItem[] = [
  { label: "Ofertas do mês", link: "/ofertas" },
  { label: "Encontrar uma concessionária", link: "/concessionarias" },
  { label: "Serviços e benefícios", link: "/servicos-beneficios" },
  { label: "Fale conosco", link: "/fale-conosco" },
  { label: "Mapa do site", link: "/mapa-do-site" },
];

function LinkList({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className={`plain-list ${styles.links}`}>
      {items.map((item) => (
        <li key={item.link}>
          <SiteLink to={item.link}>{item.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** What the 404 page offers: the site's search, the way home, the models and the most useful pages. */
export function NotFoundHelp() {
  return (
    <div className={`page ${styles.help}`}>
      <section aria-labelledby="buscar-titulo">
        <h2 id="buscar-titulo" className={styles.heading}>
          Buscar no site
        </h2>
        <p className={styles.text}>Modelos, versões e páginas, pelo nome.</p>
        <div className={styles.actions}>
          <HeaderSearch className={styles.search}>Buscar no site</HeaderSearch>
          <ButtonLink to="/" variant="secondary">
            Voltar para a página inicial
          </ButtonLink>
        </div>
      </section>
      <nav aria-labelledby="modelos-404-titulo">
        <h2 id="modelos-404-titulo" className={styles.heading}>
          Nossos modelos
        </h2>
        <h3 className={styles.subheading}>SUVs</h3>
        <LinkList items={modelsOf(SUV_MENU)} />
        <h3 className={styles.subheading}>Picapes</h3>
        <LinkList items={modelsOf(PICKUP_MENU)} />
      </nav>
      <nav aria-labelledby="caminhos-titulo">
        <h2 id="caminhos-titulo" className={styles.heading}>
          Caminhos úteis
        </h2>
        <LinkList items={USEFUL_LINKS} />
      </nav>
    </div>
  );
}
