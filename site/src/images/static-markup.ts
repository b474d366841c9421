import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * `renderToStaticMarkup` for gatsby-plugin-image in the browser, in place of
 * react-dom/server (about 24 KB gzipped, which the plugin would fetch on every
 * page with an image right after it loads). The plugin renders an image's
 * markup itself only for images the page did not bring from the build (after a
 * navigation within the site): a few plain elements (wrapper, placeholder,
 * picture, img, noscript) and function components without hooks. This renders
 * exactly that, as React's renderer does; spec/unit/static-markup.test.ts
 * holds it to React's output for the site's images. gatsby-node points
 * `react-dom/server` here for the browser's bundles only.
 */

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** React's names for attributes whose HTML name differs (React writes `srcSet` as it is: HTML ignores case). */
const ATTRIBUTE_NAMES: Record<string, string> = { className: "class", htmlFor: "for" };
const BOOLEAN_ATTRIBUTES = new Set(["hidden", "disabled", "async", "defer", "nomodule", "noModule", "ismap"]);
/** CSS properties whose numbers have no unit (React's list, the part an image's style can use). */
const UNITLESS = new Set(["opacity", "zIndex", "flex", "flexGrow", "flexShrink", "order", "lineHeight", "fontWeight"]);
const NOT_ATTRIBUTES = new Set(["children", "dangerouslySetInnerHTML", "suppressHydrationWarning", "key", "ref"]);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char,
  );

const hyphenate = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function styleText(style: Record<string, unknown>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === "boolean" || value === "") continue;
    const text = typeof value === "number" && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value).trim();
    declarations.push(`${hyphenate(name)}:${text}`);
  }
  return declarations.join(";");
}

function attributes(props: Record<string, unknown>): string {
  let text = "";
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name) || /^on[A-Z]/.test(name) || value === null || value === undefined) continue;
    if (typeof value === "function" || typeof value === "symbol") continue;
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    if (name === "style" && typeof value === "object") {
      const css = styleText(value as Record<string, unknown>);
      if (css) text += ` style="${escapeHtml(css)}"`;
    } else if (BOOLEAN_ATTRIBUTES.has(name)) {
      if (value === true) text += ` ${attribute}=""`;
    } else if (typeof value === "boolean") {
      // aria-* and data-* say "true"/"false"; other attributes are left out when false.
      if (name.startsWith("aria-") || name.startsWith("data-")) text += ` ${attribute}="${value}"`;
    } else {
      text += ` ${attribute}="${escapeHtml(String(value))}"`;
    }
  }
  return text;
}

function render(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(render).join("");
  if (!isValidElement(node)) return "";
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (type === Fragment) return render(props.children as ReactNode);
  if (typeof type === "function") return render((type as (props: Record<string, unknown>) => ReactNode)(props));
  if (typeof type !== "string") throw new Error("static markup: only plain elements and function components");
  const open = `<${type}${attributes(props)}`;
  if (VOID.has(type)) return `${open}/>`;
  const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  return `${open}>${inner ?? render(props.children as ReactNode)}</${type}>`;
}

export function renderToStaticMarkup(element: ReactNode): string {
  return render(element);
}
