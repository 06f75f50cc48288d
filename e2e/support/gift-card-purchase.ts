// The four-step gift-card page as a browser test drives it (e2e/gift-cards.spec.ts, gift-card-visitor.spec.ts).
import type { Page } from 'playwright-core';
import { formatted, startsWith } from './site.ts';

export function purchase(page: Page, locale: string) {
  const t = (key: string, values?: Record<string, string | number>) => formatted(locale, key, values);
  // A label is the field's name, then ' *' or '(optional)'.
  const field = (key: string, values?: Record<string, string>) => page.getByLabel(startsWith(t(key, values)));
  return {
    t,
    field,
    /** The stepper's current step, as aria-current says. */
    current: () => page.locator('.step-list [aria-current="step"]').innerText(),
    next: () => page.locator('main').getByRole('button', { name: t('giftCards.purchase.next'), exact: true }).click(),
    back: () => page.locator('main').getByRole('button', { name: t('giftCards.purchase.back'), exact: true }).click(),
    /** The error summary's lines ('Label: message'). */
    listed: async () => {
      await page.locator('.error-summary li').first().waitFor();
      return page.locator('.error-summary li').allInnerTexts();
    },
    waitForStep: (key: string) => page.locator('.step-list [aria-current="step"]', { hasText: t(key) }).waitFor(),
  };
}

