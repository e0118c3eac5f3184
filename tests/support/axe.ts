import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA rules every browser suite audits against. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * An axe-core audit of `page` with the WCAG 2.1 A and AA rules. Only violations are reported in full: axe
 * otherwise records every node that passed or did not apply, which on a page of a hundred cards is most of
 * the audit's time and is never read.
 */
export function wcagAudit(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
}

/** Waits until the page has stopped loading (no request for half a second) and its last render has painted. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
}

/** The serious and critical WCAG violations on the page as it stands, each as "label: rule (impact) first nodes". */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const results = await wcagAudit(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Opens `route`, lets it settle and audits it. */
export async function auditRoute(page: Page, url: string, route: string): Promise<string[]> {
  await page.goto(`${url}${route}`);
  await settled(page);
  return seriousViolations(page, route);
}
