import type { DealerChoice } from "../../../contracts/dealer";
import type { CalendarDay } from "../../../shared/clock";
import { CatalogueError } from "../catalogue/parse-catalogue";
import type { ModelChoice } from "../components/forms/submission-form";
import { orderDealers } from "../dealers/dealer-order";
import { FORMS, type FormDefinition, LEAD_FORM_OF_PAGE, type LeadFormName } from "../forms/form-definitions";
import { LEAD_FORM_PAGES, type LeadFormPageText } from "../forms/lead-form-pages";
import { launchModel } from "../page-data/model-cards";
import type { StaticPageContext } from "../page-data/page-context";
import { byPosition } from "../page-data/site-data";
import { type StaticPageBuilder, staticPageBase } from "../page-data/static-page";

/** What gatsby-node hands a lead form's page (quote, test drive, VIP sign-up): this template's and test-drive-form's. */
export interface LeadFormPageContext extends StaticPageContext {
  form: LeadFormName;
  /** The form itself (its fields, words and thank-you), in the page's data rather than in every form page's script. */
  definition: FormDefinition;
  /** What the page says around its form. */
  page: LeadFormPageText;
  /** The catalogue's models, for forms that ask for one. */
  models: ModelChoice[];
  /** The dealers, for forms that ask for one. */
  dealers: DealerChoice[];
  /** The day the page was built: the date field's limits render with it, then with the visitor's day. */
  builtOn: CalendarDay;
}

/**
 * A lead form's page: the models and dealers its form offers, and the build's day for the date's limits.
 * It shares the launch's hero.
 */
export const leadFormPageContext: StaticPageBuilder<LeadFormPageContext> = (route, { catalogue, dealers }, builtOn) => {
  const form = LEAD_FORM_OF_PAGE[route.pageType];
  if (!form) throw new CatalogueError(`${route.path} uses a lead form's template, but its page type has no form.`);
  const { fields } = FORMS[form];
  const models = byPosition(catalogue.models);
  return {
    ...staticPageBase(route, { shareArtworkId: launchModel(models).imageHeroId }),
    form,
    definition: FORMS[form],
    page: LEAD_FORM_PAGES[form],
    models: fields.includes("modelSlug") ? models.map(({ slug, name }) => ({ slug, name })) : [],
    // In the finder's order for a visitor whose city is unknown, as the form lists them until it knows the city.
    dealers: fields.includes("dealerId")
      ? orderDealers(dealers).map(({ id, name, state, city }) => ({ id, name, state, city }))
      : [],
    builtOn,
  };
};
