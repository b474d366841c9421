import type { GatsbySSR } from "gatsby";
import { wrapPage } from "./src/components/layout/wrap-page";
import { tagBodyComponents, tagHeadComponents, tagIdsFromEnvironment } from "./src/tracking/tags";

// Read once per build; a malformed id fails the build here, naming the variable.
const TAG_IDS = tagIdsFromEnvironment(process.env);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: "pt-BR" });
  setHeadComponents(tagHeadComponents(TAG_IDS));
  setPreBodyComponents(tagBodyComponents(TAG_IDS));
};

export const wrapPageElement: GatsbySSR["wrapPageElement"] = wrapPage;
