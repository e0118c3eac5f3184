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
