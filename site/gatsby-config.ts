import type { GatsbyConfig } from "gatsby";
import { BRAND_NAME, SITE_URL } from "./src/brand";

const config: GatsbyConfig = {
  siteMetadata: { title: BRAND_NAME, siteUrl: SITE_URL },
  // Addresses without a trailing slash, as the source spec writes them (/ofertas).
  trailingSlash: "never",
  graphqlTypegen: false,
  jsxRuntime: "automatic",
  // gatsby-plugin-image's own styles and loading script in every head, so images fade in over their placeholder;
  // the site's webpack settings (site/plugins/webpack-settings says why they are a plugin of their own).
  plugins: ["gatsby-plugin-image", "webpack-settings"],
};

export default config;
