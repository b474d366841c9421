import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ExpressionFactory, ParameterTypeRegistry } from "@cucumber/cucumber-expressions";
import ts from "typescript";
import { ENGINE_POWER_TAGS, type EnginePower } from "../support/settings";

/**
 * Which powers of Playwright that WebDriver classic lacks (settings.ts, ENGINE_POWER_TAGS) a step
 * definition uses, read from the sources: the calls that need each power (the `markers`), in the step's
 * own code or, through the names it calls, in the screenplay's tasks and questions and the step file's
 * own helpers. A reading of text, not of types: a new way to reach a power is a new marker here.
 */

/** The code that needs each power, wherever it is written. */
const MARKERS: Record<EnginePower, RegExp[]> = {
  "virtual clock": [/abilityTo\(ControlTheClock\)\s*\.\s*(pass|setTo)\b/, /\bclock\s*\.\s*(setTo|pass)\(/],
  "request routing": [
    /\.(holdPageData|rewritePages|bringPagesInPieces|standInFor|refuseConnectionsTo)\(/,
    /\.(answerNext|refuseNext|dropNext|holdNextAnswer|heldAnswerReachedTheServer)\(/,
  ],
  "request log": [
    /abilityTo\(RequestLog\)/,
    /abilityTo\(SendSubmissions\)\s*\.\s*(sent|payloads)\(/,
    /\b(requests|submissions)\s*\.\s*(urls|requests|sent|payloads|onHosts)\b/,
  ],
  "early script": [
    /\.dismissDialogs\(/,
    /abilityTo\(UseTheBrowserStorage\)\s*\.\s*(deny|fill)\(/,
    /\bstorage\s*\.\s*(deny|fill)\(/,
  ],
};

const POWERS = Object.keys(MARKERS) as EnginePower[];

function markedIn(code: string): Set<EnginePower> {
  return new Set(POWERS.filter((power) => MARKERS[power].some((marker) => marker.test(code))));
}

/** A named piece of code other code may call: a top-level function or constant, or a member of an exported object. */
interface Unit {
  file: string;
  /** How callers write it: `name`, or `Object.member`. */
  name: string;
  /** The name a file imports to call it. */
  imported: string;
  code: string;
}

/** A step definition: its expression and its code. */
export interface StepDefinition {
  where: string;
  expression: string | RegExp;
  code: string;
}

function sourceOf(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

function unitsOf(file: string, source: ts.SourceFile): Unit[] {
  const units: Unit[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      const name = statement.name.text;
      units.push({ file, name, imported: name, code: statement.getText(source) });
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const name = declaration.name.text;
      const initializer = declaration.initializer;
      if (ts.isObjectLiteralExpression(initializer)) {
        for (const property of initializer.properties) {
          if (property.name && ts.isIdentifier(property.name)) {
            const member = `${name}.${property.name.text}`;
            units.push({ file, name: member, imported: name, code: property.getText(source) });
          }
        }
      } else {
        units.push({ file, name, imported: name, code: initializer.getText(source) });
      }
    }
  }
  return units;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether a file may call a unit: the unit is its own, or the file imports the unit's name. */
function reaches(file: string, fileText: string, unit: Unit): boolean {
  if (unit.file === file) return true;
  return new RegExp(`import\\s*(type\\s*)?\\{[^}]*\\b${escaped(unit.imported)}\\b[^}]*\\}\\s*from`).test(fileText);
}

function typeScriptFilesUnder(dir: string, leftOut: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => !leftOut.some((folder) => file.startsWith(`${folder}${path.sep}`)));
}

/** The powers each unit needs, through the units it calls, to the fixpoint. */
function powersOfUnits(units: readonly Unit[], texts: ReadonlyMap<string, string>): Map<Unit, Set<EnginePower>> {
  const powers = new Map(units.map((unit) => [unit, markedIn(unit.code)]));
  const calls = new Map(
    units.map((unit) => [
      unit,
      units.filter(
        (other) =>
          other !== unit &&
          new RegExp(`\\b${escaped(other.name)}\\b`).test(unit.code) &&
          reaches(unit.file, texts.get(unit.file) ?? "", other),
      ),
    ]),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const unit of units) {
      const own = powers.get(unit) ?? new Set();
      for (const called of calls.get(unit) ?? []) {
        for (const power of powers.get(called) ?? []) {
          if (!own.has(power)) {
            own.add(power);
            changed = true;
          }
        }
      }
    }
  }
  return powers;
}

const STEP_KEYWORDS = new Set(["Given", "When", "Then"]);

function stepDefinitionsOf(file: string, source: ts.SourceFile, root: string): StepDefinition[] {
  const found: StepDefinition[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && STEP_KEYWORDS.has(node.expression.text)) {
      const [first] = node.arguments;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const where = `${path.relative(root, file)}:${line}`;
      const code = node.arguments
        .slice(1)
        .map((argument) => argument.getText(source))
        .join("\n");
      if (first && ts.isStringLiteralLike(first)) found.push({ where, expression: first.text, code });
      else if (first && ts.isRegularExpressionLiteral(first)) {
        const literal = first.text;
        const end = literal.lastIndexOf("/");
        found.push({ where, expression: new RegExp(literal.slice(1, end), literal.slice(end + 1)), code });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A step's text, and the powers of the definitions that match it. */
export type PowersOfStep = (text: string) => Set<EnginePower>;

/**
 * Reads the step definitions under `steps` and the code they reach under `support` (the screenplay, the
 * World's collaborators; not the engines, which implement the powers), and answers, for a step's text,
 * the powers its definition needs.
 */
export function readStepPowers(root: string): { powersOf: PowersOfStep; definitions: StepDefinition[] } {
  const support = path.join(root, "spec", "support");
  const stepsDir = path.join(root, "spec", "steps");
  const engines = [path.join(support, "screenplay", "playwright"), path.join(support, "screenplay", "webdriver")];
  const stepFiles = typeScriptFilesUnder(stepsDir, []);
  const files = [...typeScriptFilesUnder(support, engines), ...stepFiles];
  const texts = new Map(files.map((file) => [file, readFileSync(file, "utf8")]));
  const sources = new Map(files.map((file) => [file, sourceOf(file)]));
  const units = files.flatMap((file) => unitsOf(file, sources.get(file) as ts.SourceFile));
  const unitPowers = powersOfUnits(units, texts);
  const factory = new ExpressionFactory(new ParameterTypeRegistry());
  const definitions = stepFiles.flatMap((file) => stepDefinitionsOf(file, sources.get(file) as ts.SourceFile, root));
  const matchers = definitions.map((definition) => {
    const file = path.join(root, definition.where.replace(/:\d+$/, ""));
    const powers = markedIn(definition.code);
    for (const unit of units) {
      if (
        new RegExp(`\\b${escaped(unit.name)}\\b`).test(definition.code) &&
        reaches(file, texts.get(file) ?? "", unit)
      ) {
        for (const power of unitPowers.get(unit) ?? []) powers.add(power);
      }
    }
    return { expression: factory.createExpression(definition.expression), powers };
  });
  return {
    definitions,
    powersOf: (text) =>
      new Set(matchers.filter(({ expression }) => expression.match(text)).flatMap(({ powers }) => [...powers])),
  };
}

/** The tag a power asks of a scenario. */
export function tagOf(power: EnginePower): string {
  return ENGINE_POWER_TAGS[power];
}
