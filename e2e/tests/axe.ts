// axe-core in a page: its script (injected with `page.addScriptTag({ path: AXE })`, under
// `bypassCSP`: the product's CSP rightly refuses it) and the serious and critical violations of
// the page as it is now, one line each. axe's experimental label-content-name-mismatch (a name
// that does not contain the words shown) is asked for by name.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The serious and critical violations (or, with `every`, violations of any impact). */
export async function seriousViolations(page: Page, every = false): Promise<string[]> {
  return page.evaluate(async (anyImpact) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations
      .filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(', ')}${v.nodes.length > 5 ? ` … ${v.nodes.length} in all` : ''}`,
      );
  }, every);
}
