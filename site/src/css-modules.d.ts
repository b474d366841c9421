// Gatsby 5 compiles `*.module.css` to named exports, one per class.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
