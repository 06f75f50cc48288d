// Accessibility scans (axe, WCAG 2.1 A and AA) shared by the specs: the serious and critical violations of a page.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** Serious and critical violations, one line per element, with axe's selector and its reason. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `[${violation.impact}] ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`),
    );
}

export function expectNone(violations: string[], where: string) {
  if (violations.length > 0) console.error(`axe violations on ${where}:\n  ${violations.join('\n  ')}`);
  expect(violations, `axe violations on ${where}`).toEqual([]);
}

