import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { isFileSpecifier, resolveSpecifier } from "../../tooling/module-imports";

/**
 * Where a module takes a value (a constant, a schema, a function) from the
 * contracts rather than only a type. The contracts are what the site imports:
 * an expected value read from them moves with the site, so a check built on
 * it cannot catch the site being wrong. The spec's expected values come from
 * the features and the spec's own oracles instead.
 */

export interface ContractValueImport {
  /** The module that imports, relative to the root. */
  importer: string;
  line: number;
  /** The names it takes as values, or the form of the import. */
  names: string[];
  target: string;
}

function valueNames(clause: ts.ImportClause | undefined): string[] {
  if (!clause) return ["(the module itself)"];
  if (clause.isTypeOnly) return [];
  const names: string[] = clause.name ? [clause.name.text] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(`* as ${bindings.name.text}`);
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) if (!element.isTypeOnly) names.push(element.name.text);
  }
  return names;
}

/** Every import of a value from a module under `contractsDir`, with its line. */
export function contractValueImports(file: string, contractsDir: string, root: string): ContractValueImport[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const intoContracts = (specifier: string) => {
    if (!isFileSpecifier(specifier)) return undefined;
    const target = resolveSpecifier(file, specifier);
    return target && !path.relative(contractsDir, target).startsWith("..") ? target : undefined;
  };
  const found: ContractValueImport[] = [];
  const record = (node: ts.Node, specifier: string, names: string[]) => {
    const target = intoContracts(specifier);
    if (!target || names.length === 0) return;
    found.push({
      importer: path.relative(root, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      names,
      target: path.relative(root, target),
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      record(node, node.moduleSpecifier.text, valueNames(node.importClause));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names = node.isTypeOnly
        ? []
        : clause && ts.isNamedExports(clause)
          ? clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
          : ["*"];
      record(node, node.moduleSpecifier.text, names);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      record(node, node.arguments[0].text, ["(loaded at run time)"]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function describeContractValueImport(each: ContractValueImport): string {
  return `${each.importer}:${each.line} takes ${each.names.join(", ")} from ${each.target}`;
}
