import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import { I18nProvider } from '../i18n/i18n.tsx';
import { GiftCardPreview, type GiftCardPreviewProps } from './gift-card-preview.tsx';

const props: GiftCardPreviewProps = {
  occasion: 'birthday',
  valueEurCents: 150_00,
  amountMinor: 130_00,
  currency: { code: 'GBP', minorUnits: 2 },
  recipientName: 'Giulia',
  senderName: 'Ada Lovelace',
  message: 'A tour of Rome, on me.',
};

const render = (locale: Locale, overrides: Partial<GiftCardPreviewProps> = {}) =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} messages={messagesFor(locale)}>
      <GiftCardPreview {...props} {...overrides} />
    </I18nProvider>,
  );

describe('GiftCardPreview', () => {
  it('shows the design for both themes as static images, and the amount, coins, occasion, recipient, message and sender', () => {
    const html = render('it_IT');
    expect(html).toContain('src="/gift-cards/birthday-light.svg"');
    expect(html).toContain('src="/gift-cards/birthday-dark.svg"');
    // Intl writes the amount with a no-break space before the symbol.
    expect(html).toMatch(/130,00\s£/u);
    for (const text of ['150 Cicerone Coins', 'Buon compleanno', 'Per Giulia', 'A tour of Rome, on me.', 'Da Ada Lovelace']) expect(html).toContain(text);
  });

  it('leaves out the recipient, message and sender while the buyer has not typed them', () => {
    const html = render('en_US', { recipientName: undefined, message: undefined, senderName: undefined });
    expect(html).not.toMatch(/For |From /);
    expect(html).toContain('Happy birthday');
  });

  it('shows what the buyer typed as text', () => {
    const xss = '<img src=x onerror=alert(1)>';
    const html = render('ja_JP', { recipientName: xss, senderName: xss, message: xss });
    expect(html).not.toContain('<img src=x');
    expect(html.split('&lt;img src=x onerror=alert(1)&gt;').length - 1).toBe(3);
  });
});
