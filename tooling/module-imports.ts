import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { harnessAliases } from "./workspace-aliases";

/**
 * How a module's imports are read and resolved, for both checks of the import
 * graph: the dependency rule (spec/architecture) and the spec's independence
 * (spec/independence). Every `import`, `import type`, `export … from`, dynamic
 * `import()` and `require()` is read, as TypeScript's own pre-processor finds
 * them; a specifier resolves as TypeScript's bundler resolution would.
 */

const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".json"];

/** The specifiers a module imports, in order, whatever the form of the import. */
export function importSpecifiers(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles.map((reference) => reference.fileName);
}

/** A specifier that names a file of the repository rather than a package (`zod`, `node:fs`). */
export const isFileSpecifier = (specifier: string) => specifier.startsWith(".") || path.isAbsolute(specifier);

/** The file a relative or absolute specifier names (an absolute path), or undefined when none answers. */
export function resolveSpecifier(importer: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(importer), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    `${base}.d.ts`,
    // `./x.js` written for a TypeScript module `./x.ts`.
    ...(/\.(m|c)?js$/.test(base) ? [base.replace(/\.(m|c)?js$/, ".ts"), base.replace(/\.(m|c)?js$/, ".tsx")] : []),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** A module whose imports can be read (data files and stylesheets import nothing a walk follows). */
export const isScriptFile = (file: string) => /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx)$/.test(file);

/**
 * The repository's files a module imports, relative to `root` and `/`-separated
 * (packages left out but the harness workspace's, a `?query` of a specifier dropped): the edges of the walks
 * through the repository's modules (the Stryker fingerprint, the rule breaks' order).
 */
export function repositoryImports(root: string, file: string): string[] {
  const importer = path.join(root, file);
  const aliases = harnessAliases(root);
  return importSpecifiers(importer).flatMap((specifier) => {
    const aliased = aliases.find((alias) => alias.find.test(specifier))?.replacement;
    if (!isFileSpecifier(specifier) && !aliased) return [];
    const target = aliased ?? resolveSpecifier(importer, specifier.replace(/\?.*$/, ""));
    return target ? [path.relative(root, target).split(path.sep).join("/")] : [];
  });
}

/**
 * Whether a module imports a name it computes (`import(name)`, `require(dir + file)`), or makes a
 * loader of its own (`createRequire(…)`, `process.getBuiltinModule("node:module")`) that loads what
 * the walk cannot see: what such an import reaches cannot be read from the source. A loader used
 * only to find a package's file (`createRequire(…).resolve("axe-core/axe.min.js")`) or to load a
 * package by its literal name (`createRequire(…)("vnu-jar")`) loads none of the repository's code.
 */
export function importsComputedName(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  let computed = false;
  const literal = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    node !== undefined && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
  const calleeName = (call: ts.CallExpression) =>
    ts.isIdentifier(call.expression)
      ? call.expression.text
      : ts.isPropertyAccessExpression(call.expression)
        ? call.expression.name.text
        : "";
  /** A loader made by `createRequire` or `getBuiltinModule`, used in a way that can load the repository's code. */
  const loaderEscapes = (call: ts.CallExpression): boolean => {
    const [first] = call.arguments;
    if (calleeName(call) === "getBuiltinModule") return !(literal(first) && !/^(node:)?module$/.test(first.text));
    const { parent } = call;
    if (ts.isPropertyAccessExpression(parent) && parent.name.text === "resolve") return false;
    if (ts.isCallExpression(parent) && parent.expression === call) {
      const [loaded] = parent.arguments;
      return !(literal(loaded) && !isFileSpecifier(loaded.text));
    }
    return true;
  };
  const visit = (node: ts.Node): void => {
    if (computed) return;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const importing =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
      const [first] = node.arguments;
      if (importing && !literal(first)) {
        computed = true;
        return;
      }
      if (["createRequire", "getBuiltinModule"].includes(calleeName(node)) && loaderEscapes(node)) {
        computed = true;
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return computed;
}
