import type { HeadFC, PageProps } from "gatsby";
import { FormPage, PrivacyNote, Steps } from "../components/forms/form-page";
import { SubmissionForm } from "../components/forms/submission-form";
import { RouteHead } from "../components/seo/route-head";
import { FORMS, type LeadFormName } from "../forms/form-definitions";
import type { LeadFormPageContext } from "../page-data/page-context";

/** What each lead form's page says around the form. */
const PAGES: Readonly<
  Record<LeadFormName, { intro: string; steps: readonly string[]; next: ReadonlyArray<{ label: string; to: string }> }>
> = {
  cotacao: {
    intro:
      "Conte qual Mitsubishi você quer e onde está: a concessionária mais perto prepara uma proposta com preço, condições de pagamento e prazo de entrega.",
    steps: [
      "Escolha o modelo e, se quiser, a concessionária.",
      "A concessionária prepara a proposta para você.",
      "Você recebe o contato em até 1 dia útil, sem compromisso.",
    ],
    next: [
      { label: "Agendar um test drive", to: "/informacoes-pre-atendimento/test-drive" },
      { label: "Encontrar uma concessionária", to: "/concessionarias" },
      { label: "Voltar para a página inicial", to: "/" },
    ],
  },
  "test-drive": {
    intro:
      "Dirija o Mitsubishi que você quer conhecer. Escolha o modelo, a concessionária e o melhor dia: a concessionária confirma o horário com você.",
    steps: [
      "Escolha o modelo, a concessionária e o dia.",
      "A concessionária confirma o dia e o horário.",
      "No dia, leve sua CNH válida e aproveite o test drive.",
    ],
    next: [
      { label: "Solicitar uma cotação", to: "/informacoes-pre-atendimento/cotacao" },
      { label: "Encontrar uma concessionária", to: "/concessionarias" },
      { label: "Voltar para a página inicial", to: "/" },
    ],
  },
  "vip-novo-outlander": {
    intro:
      "Seja o primeiro a saber da pré-venda do Novo Outlander: cadastre-se e receba a data de lançamento, as versões e as condições especiais antes de todo mundo.",
    steps: [
      "Cadastre seu nome, e-mail e celular.",
      "Receba em primeira mão a data da pré-venda.",
      "Garanta as condições exclusivas de lançamento.",
    ],
    next: [{ label: "Conhecer o Novo Outlander", to: "/novo-outlander" }],
  },
};

/**
 * A lead form's page: the quote request, the test-drive request, or the VIP
 * sign-up of the Outlander launch (which stands alone: no header, no footer).
 */
const LeadFormPage: React.FC<PageProps<object, LeadFormPageContext>> = ({ pageContext, location }) => {
  const { route, form, models, dealers, builtOn } = pageContext;
  const page = PAGES[form];
  return (
    <FormPage
      title={route.title ?? FORMS[form].title}
      intro={<p>{page.intro}</p>}
      // The VIP sign-up has no header (source spec §2): the brand above the title leads to the launch page.
      standalone={form === "vip-novo-outlander" ? { home: "/novo-outlander", homeName: "Novo Outlander" } : undefined}
      aside={
        <>
          <Steps title="Como funciona" steps={page.steps} />
          <PrivacyNote />
        </>
      }
    >
      <SubmissionForm
        definition={FORMS[form]}
        models={models}
        dealers={dealers}
        search={location.search}
        builtOn={builtOn}
        nextLinks={page.next}
      />
    </FormPage>
  );
};

export default LeadFormPage;

export const Head: HeadFC<object, LeadFormPageContext> = ({ pageContext }) => (
  <RouteHead route={pageContext.route} structuredData={pageContext.structuredData} share={pageContext.share} />
);
