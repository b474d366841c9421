import type { GatsbyConfig } from "gatsby";

// The smallest Gatsby site: what the framework alone costs a visitor.
const config: GatsbyConfig = { jsxRuntime: "automatic", trailingSlash: "never", plugins: [] };
export default config;
