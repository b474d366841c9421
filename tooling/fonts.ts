import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The fonts the suite's browser draws the site with (tooling: no rule of the site).
 *
 * The site names the visitor's own system font (`system-ui` first), so each
 * phone draws it with its own: Roboto on Android, Apple's on an iPhone, Segoe
 * UI on Windows. A page that stays still in one font may move in another, so
 * the suite's verdict must not hang on the fonts a machine happens to have:
 * each run says which set-up it uses, and its browser sees exactly that
 * set-up's fonts (a fontconfig file of its own, FONTCONFIG_FILE), whatever else
 * the machine holds. The default is the DejaVu family Debian's Chromium comes
 * with; the others make a different family the system font, as a phone would.
 */

export type FontSetup = "default" | "roboto" | "urw";

export const FONT_SETUPS: readonly FontSetup[] = ["default", "roboto", "urw"];

interface SetupFonts {
  /** Debian's packages that hold the fonts. */
  packages: string[];
  /** The folders the browser may take fonts from (DejaVu always, for any glyph the others lack). */
  folders: string[];
  /** The family drawn as the system font and for `sans-serif`. */
  systemFamily: string;
  /** What it stands for, said in the run's first line. */
  standsFor: string;
}

const DEJAVU = "/usr/share/fonts/truetype/dejavu";

const SETUPS: Record<FontSetup, SetupFonts> = {
  default: {
    packages: ["fonts-dejavu-core"],
    folders: [DEJAVU],
    systemFamily: "DejaVu Sans",
    standsFor: "DejaVu Sans, the fonts of Debian's Chromium",
  },
  roboto: {
    packages: ["fonts-dejavu-core", "fonts-roboto"],
    folders: [DEJAVU, "/usr/share/fonts/truetype/roboto"],
    systemFamily: "Roboto",
    standsFor: "Roboto as the system font, as on Android phones",
  },
  urw: {
    packages: ["fonts-dejavu-core", "fonts-urw-base35"],
    folders: [DEJAVU, "/usr/share/fonts/opentype/urw-base35"],
    systemFamily: "Nimbus Sans",
    standsFor: "Nimbus Sans (Helvetica's metrics) as the system font, as on Apple's systems of old",
  },
};

/** The set-up a run asks for: SPEC_FONTS, else the default; throws on a name it does not know. */
export function chosenFontSetup(value = process.env.SPEC_FONTS): FontSetup {
  if (!value) return "default";
  if ((FONT_SETUPS as readonly string[]).includes(value)) return value as FontSetup;
  throw new Error(`SPEC_FONTS=${value}: use one of ${FONT_SETUPS.join(", ")}.`);
}

export function describeFontSetup(setup: FontSetup): string {
  return `${setup} (${SETUPS[setup].standsFor})`;
}

function missingFolders(setup: FontSetup): string[] {
  return SETUPS[setup].folders.filter((folder) => !existsSync(folder));
}

/** Installs the set-up's fonts from Debian's packages when they are missing, as the suite does Chromium. */
export function ensureFonts(setup: FontSetup): void {
  if (missingFolders(setup).length === 0) return;
  const { packages } = SETUPS[setup];
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`Fontes de "${setup}" não encontradas: instalando ${packages.join(", ")} do Debian (apt-get)…`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const missing = missingFolders(setup);
  if (missing.length > 0) {
    throw new Error(
      `As fontes de "${setup}" faltam (${missing.join(", ")}): instale ${packages.join(", ")} (sudo apt-get install ${packages.join(" ")}).`,
    );
  }
}

/**
 * The names a browser asks fontconfig for when a page wants the system font or
 * the generic sans-serif: Chromium asks "sans" for `system-ui` (without it the
 * system font stays DejaVu in every set-up), and other engines "sans-serif".
 * Each is matched as the first family asked for, before Debian's own rules
 * add their preferred families, so a page that names a family still gets it.
 */
const SYSTEM_FONT_NAMES = ["sans", "sans-serif"];

/** A fontconfig file that shows the browser the set-up's fonts and no other, its family as the system font. */
export function fontconfigText(setup: FontSetup, cacheFolder: string): string {
  const { folders, systemFamily } = SETUPS[setup];
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by the suite (tooling/fonts.ts) for the font set-up "${setup}". -->
<fontconfig>
${folders.map((folder) => `  <dir>${folder}</dir>`).join("\n")}
  <cachedir>${cacheFolder}</cachedir>
${SYSTEM_FONT_NAMES.map(
  (name) => `  <match target="pattern">
    <test qual="first" name="family"><string>${name}</string></test>
    <edit name="family" mode="prepend_first" binding="strong"><string>${systemFamily}</string></edit>
  </match>`,
).join("\n")}
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
</fontconfig>
`;
}

/** Writes the set-up's fontconfig file and returns the environment that makes a browser use it. */
export function fontEnvironment(setup: FontSetup): { FONTCONFIG_FILE: string } {
  const folder = path.join(tmpdir(), `suite-fonts-${setup}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, "fonts.conf");
  writeFileSync(file, fontconfigText(setup, path.join(folder, "cache")));
  return { FONTCONFIG_FILE: file };
}
