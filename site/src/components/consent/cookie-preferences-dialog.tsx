import { useRef, useState } from "react";
import type { CookieCategory, CookieChoices } from "../../../../contracts/cookie-preferences";
import { systemClock } from "../../../../shared/clock";
import { defaultChoices, pageConsentMode } from "../../consent/consent-mode";
import { cookiePreferencesOf, readCookiePreferences, saveCookiePreferences } from "../../consent/cookie-preferences";
import { ModalDialog } from "../dialog/modal-dialog";
import * as styles from "./cookie-preferences-dialog.module.css";

const storage = () => window.localStorage;

/** The categories as the visitor reads them. */
const CATEGORIES: ReadonlyArray<{ id: CookieCategory; name: string; description: string }> = [
  {
    id: "necessary",
    name: "Necessários",
    description:
      "Fazem o site funcionar: a cidade escolhida, a segurança e estas preferências. Não podem ser desligados.",
  },
  {
    id: "analytics",
    name: "Análise",
    description: "Contam visitas e mostram como o site é usado, para que possamos melhorá-lo.",
  },
  {
    id: "marketing",
    name: "Marketing",
    description: "Permitem anúncios da Mitsubishi mais relevantes para você em outros sites e redes sociais.",
  },
];

/**
 * The cookie preferences (decision CHROME-7): necessary cookies always,
 * analytics and marketing as the visitor chooses. Opens from the footer showing
 * what holds now (the saved choices, or before any choice the consent mode's
 * defaults: on in `notice`, off in `opt-in`), so it can be reopened to change them.
 */
export function CookiePreferencesDialog({ onClose }: { onClose: () => void }) {
  const saved = readCookiePreferences(storage);
  const [choices, setChoices] = useState<CookieChoices>(
    saved ? { analytics: saved.analytics, marketing: saved.marketing } : defaultChoices(pageConsentMode(document)),
  );
  const [failed, setFailed] = useState(false);
  const firstChoice = useRef<HTMLInputElement>(null);

  const save = (chosen: CookieChoices) => {
    if (saveCookiePreferences(cookiePreferencesOf(chosen, systemClock), storage)) onClose();
    else setFailed(true);
  };

  return (
    <ModalDialog title="Preferências de cookies" titleId="cookies-titulo" onClose={onClose} initialFocus={firstChoice}>
      <p className={styles.lead}>
        Escolha quais cookies o site pode usar. Você pode mudar de ideia quando quiser, pelo link no rodapé.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(choices);
        }}
      >
        <fieldset className={styles.categories}>
          <legend className="visually-hidden">Categorias de cookies</legend>
          {CATEGORIES.map((category) => {
            const necessary = category.id === "necessary";
            const checked = necessary ? true : choices[category.id as keyof CookieChoices];
            return (
              <div key={category.id} className={styles.category}>
                <input
                  ref={category.id === "analytics" ? firstChoice : undefined}
                  id={`cookies-${category.id}`}
                  type="checkbox"
                  role="switch"
                  className={styles.toggle}
                  checked={checked}
                  aria-checked={checked}
                  disabled={necessary}
                  aria-describedby={`cookies-${category.id}-descricao`}
                  onChange={(event) => {
                    if (necessary) return;
                    setChoices({ ...choices, [category.id]: event.target.checked });
                  }}
                />
                <label htmlFor={`cookies-${category.id}`} className={styles.name}>
                  {category.name}
                </label>
                <p id={`cookies-${category.id}-descricao`} className={styles.description}>
                  {category.description}
                </p>
              </div>
            );
          })}
        </fieldset>
        {failed && (
          <p className={styles.error} role="alert">
            Não foi possível guardar as suas preferências neste navegador.
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => save({ analytics: false, marketing: false })}
          >
            Recusar opcionais
          </button>
          <button type="submit" className={styles.secondary}>
            Salvar preferências
          </button>
          <button type="button" className={styles.primary} onClick={() => save({ analytics: true, marketing: true })}>
            Aceitar todos
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
