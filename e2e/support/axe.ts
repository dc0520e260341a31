import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core (the engine behind Lighthouse's accessibility audit), for the accessibility sweep
// (a11y.e2e.ts) and the pages it reaches only through a flow of their own (the SMART launch).

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Contexts whose pages may take the axe script (the app's CSP allows no inline script). */
export const AXE_CONTEXT = { bypassCSP: true };

/** The serious and critical axe violations on the page, one line per rule with where it fails. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const results = await page.evaluate(() => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5})` : ''}`);
}
