import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SaxonJS from "saxon-js";

const run = promisify(execFile);

// Runs OpenPeppol's PINT AE Schematron (its XSLT build) over a document with SaxonJS and returns the findings.
// The rules are not in git (see test/pint-ae-rules/README.md): they are read from PINT_AE_RULES_DIR, else from
// test/pint-ae-rules/2026.5/ if someone dropped them there, else from ~/.cache/proav/pint-ae-rules/2026.5/.
// Each XSLT is compiled to SaxonJS's SEF once (30-60 s on two busy cores) and the SEF is kept beside it, keyed by the
// XSLT's hash, so later runs load it in well under a second.

export const RULES_RELEASE = "2026.5";
export const RULE_FILES = ["PINT-UBL-validation-preprocessed.xslt", "PINT-jurisdiction-aligned-rules.xslt"] as const;

export interface Finding {
  rules: (typeof RULE_FILES)[number];
  id: string;
  flag: string;
  text: string;
  location: string;
}

export function findRulesDir(): string | undefined {
  const candidates = [
    process.env.PINT_AE_RULES_DIR,
    fileURLToPath(new URL(`pint-ae-rules/${RULES_RELEASE}/`, import.meta.url)),
    join(homedir(), ".cache", "proav", "pint-ae-rules", RULES_RELEASE),
  ];
  return candidates.find((dir): dir is string => !!dir && RULE_FILES.every((file) => existsSync(join(dir, file))));
}

/** The compiled rules, compiling (and caching) an XSLT the first time it is seen; both compile side by side. */
export async function loadRules(dir: string): Promise<{ sefs: Map<Finding["rules"], unknown>; compiledMs: number }> {
  const xslt3 = createRequire(import.meta.url).resolve("xslt3/xslt3.js");
  const cacheDir = join(dir, "sef");
  mkdirSync(cacheDir, { recursive: true });
  const started = performance.now();
  let compiled = false;
  const loaded = await Promise.all(
    RULE_FILES.map(async (file) => {
      const source = join(dir, file);
      const hash = createHash("sha256").update(readFileSync(source)).digest("hex").slice(0, 16);
      const sef = join(cacheDir, `${file}.${hash}.sef.json`);
      if (!existsSync(sef)) {
        compiled = true;
        const partial = `${sef}.${process.pid}.tmp`;
        await run(process.execPath, [xslt3, `-xsl:${source}`, `-export:${partial}`, "-nogo", "-relocate:on"]);
        renameSync(partial, sef); // two runs compiling at once each write their own file first
      }
      return [file, JSON.parse(readFileSync(sef, "utf8"))] as const;
    }),
  );
  return { sefs: new Map(loaded), compiledMs: compiled ? performance.now() - started : 0 };
}

const FINDINGS = `for $f in (//svrl:failed-assert | //svrl:successful-report)
  return map { 'id': string($f/@id), 'flag': string($f/@flag), 'text': normalize-space($f/svrl:text), 'location': string($f/@location) }`;

/** Every finding of both rule sets on one document, warnings included. */
export function validate(sefs: Map<Finding["rules"], unknown>, xml: string): Finding[] {
  const findings: Finding[] = [];
  for (const [rules, sef] of sefs) {
    const svrl = SaxonJS.transform({ stylesheetInternal: sef, sourceText: xml, destination: "document" }, "sync").principalResult;
    const found = SaxonJS.XPath.evaluate(FINDINGS, svrl, {
      namespaceContext: { svrl: "http://purl.oclc.org/dsdl/svrl" },
      resultForm: "array",
    }) as Omit<Finding, "rules">[];
    findings.push(...found.map((finding) => ({ rules, ...finding })));
  }
  return findings;
}

export function fatal(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.flag === "fatal");
}

/** One line a finding, as a failing test prints them. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.id} (${f.flag}, ${f.rules}): ${f.text} at ${f.location}`).join("\n");
}
