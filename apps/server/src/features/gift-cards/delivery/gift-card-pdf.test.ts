import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { giftCardRedeemUrl, renderGiftCardPdf, type GiftCardPdfInput } from './gift-card-pdf.ts';

const xss = '<img src=x onerror=alert(1)>';
const card: GiftCardPdfInput = {
  code: 'GC-7K4P2QX',
  valueEurCents: 150_00,
  occasion: 'birthday',
  recipientName: 'Giulia Rossi',
  senderName: 'Ada Lovelace',
  message: 'A tour of Rome, on me.',
  currency: 'GBP',
  locale: 'it_IT',
  publicUrl: 'https://cicerone.example',
};

const textOf = async (bytes: Buffer) => (await extractText(new Uint8Array(bytes), { mergePages: true })).text;

describe('the printable gift card', () => {
  it('says the value in EUR and in coins, the occasion, for whom and from whom, the message and the code, in the reader’s language, on one page', async () => {
    const bytes = await renderGiftCardPdf(card);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { totalPages } = await extractText(new Uint8Array(bytes));
    expect(totalPages).toBe(1);
    const text = await textOf(bytes);
    for (const expected of ['Carta regalo', '150,00 €', '150 Cicerone Coins', 'Buon compleanno', 'Per Giulia Rossi', 'A tour of Rome, on me.', 'Da Ada Lovelace', 'GC-7K4P2QX', 'https://cicerone.example/it_IT/GBP/redeem']) {
      expect(text).toContain(expected);
    }
  });

  it('writes Japanese, and what the buyer typed as text, never markup', async () => {
    const text = await textOf(await renderGiftCardPdf({ ...card, locale: 'ja_JP', occasion: 'christmas', recipientName: xss, senderName: xss, message: xss }));
    expect(text).toContain('メリークリスマス');
    expect(text).toContain('150 Cicerone コイン');
    expect(text.split(xss).length - 1).toBe(3);
  });

  it('fits a long message on the page without losing a word', async () => {
    const message = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ').padEnd(500, '!');
    const text = await textOf(await renderGiftCardPdf({ ...card, message }));
    expect(text.replace(/\s+/g, ' ')).toContain('word0 word1');
    expect(text).toContain('word49');
  });

  it('links the QR code to the redeem page with the code, in the reader’s language and currency', () => {
    expect(giftCardRedeemUrl(card)).toBe('https://cicerone.example/it_IT/GBP/redeem?code=GC-7K4P2QX');
  });
});
