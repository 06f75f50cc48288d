import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@cicerone/core/i18n/catalogs';
import { I18nProvider } from '../i18n/i18n.tsx';
import { GiftCardsTable, type GiftCardRow } from './gift-cards-table.tsx';

const attack = '<img src=x onerror=alert(1)>';
const row: GiftCardRow = {
  id: '6f1c2a8e-8d6c-4a8e-9c7d-2b1a3c4d5e6f',
  code: 'GC-…XYZ',
  value: '€50.00',
  occasion: 'Happy birthday',
  status: 'unpaid',
  statusLabel: 'Not paid',
  cancellable: true,
  send: null,
  recipient: { name: attack, email: 'ada@example.com' },
  buyer: { name: `${attack} ${attack}`, email: 'grace@example.com' },
  orderReference: 'CIC-7K4P2QX',
  delivery: 'To send 1 Dec 2026',
  settled: null,
};

const render = (rows: GiftCardRow[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale="en_US" messages={messagesFor('en_US')}>
        <GiftCardsTable cards={rows} back="/en_US/EUR/admin/gift-cards?q=ada" />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('GiftCardsTable', () => {
  it('shows names as text, never as markup (issue 14: <img onerror> in a name)', () => {
    const html = render([row]);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('offers Cancel only for an unpaid card, as a link to its confirmation step keeping the search', () => {
    expect(render([row])).toContain(`href="/en_US/EUR/admin/gift-cards?q=ada&amp;cancel=${row.id}"`);
    expect(render([{ ...row, status: 'unredeemed', statusLabel: 'Paid, not redeemed', cancellable: false }])).not.toContain('cancel=');
  });
});
