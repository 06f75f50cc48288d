import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { GiftCardPrint } from '@cicerone/core/gift-cards/gift-card-print';
import { locales } from '@cicerone/core/locales';
import { renderAttachments } from '../../mail/attachments.ts';
import { renderMail } from '../../mail/render.ts';
import { giftCardMailAtSend } from './gift-card-attachment.ts';
import { giftCardCopyMail, giftCardDeliveryMail } from './gift-card-mail.ts';

const publicUrl = 'https://cicerone.example';
const xss = '<img src=x onerror=alert(1)>';
const card: GiftCardPrint = { code: 'GC-7K4P2QX', valueEurCents: 150_00, occasion: 'birthday', recipientName: 'Giulia', senderName: 'Ada Lovelace', message: 'A tour of Rome,\non me.', currency: 'GBP' };
const copy = { buyerName: 'Ada', card: { ...card, code: undefined }, recipientEmail: 'giulia@example.com', orderReference: 'CIC-7K4P2QX', total: '£130.00', link: '/my-gift-cards' };
const attachments = { voucher: async () => undefined, invoice: async () => undefined, 'gift-card': giftCardMailAtSend(async () => card, publicUrl).attachment };

describe('the gift-card mails', () => {
  it.each(locales)('the recipient’s mail in %s: the card, the code, a link to /redeem with it, every message found', async (locale) => {
    const mail = giftCardDeliveryMail(card, { email: 'giulia@example.com', locale }, 'card-1');
    const { subject, html, text } = await renderMail(mail, { publicUrl });
    expect(subject).toContain('Ada Lovelace');
    expect(`${subject}${text}`).not.toMatch(/mail\.[a-zA-Z]+\.[a-zA-Z]+|giftCards\.|\{[a-z]+\}|NaN/);
    expect(text).toContain('GC-7K4P2QX');
    expect(text).toContain('A tour of Rome,');
    expect(html).toContain(`href="https://cicerone.example/${locale}/GBP/redeem?code=GC-7K4P2QX"`);
    // Mail clients show PNG, not SVG: the design is the PNG the site serves.
    expect(html).toContain('src="https://cicerone.example/gift-cards/birthday-light.png"');
    expect(mail.attachments).toEqual([{ kind: 'gift-card', cardId: 'card-1' }]);
  });

  it('greets a recipient known by address only without a name, and says the value in EUR and coins', async () => {
    const { text } = await renderMail(giftCardDeliveryMail({ ...card, recipientName: undefined }, { email: 'g@example.com', locale: 'en_US' }, 'card-1'), { publicUrl });
    expect(text).toContain('Hello,');
    expect(text).toContain('€150.00 · 150 Cicerone Coins');
    expect(text).toContain('Ada Lovelace sends you a Cicerone gift card worth €150.00');
  });

  it('attaches the printable card, rendered at send time in the mail’s language', async () => {
    const mail = giftCardDeliveryMail(card, { email: 'giulia@example.com', locale: 'de_DE' }, 'card-1');
    const [file] = await renderAttachments(mail.attachments ?? [], mail.locale, attachments);
    expect(file).toMatchObject({ filename: 'cicerone-gift-card-GC-7K4P2QX.pdf', contentType: 'application/pdf' });
    const { text } = await extractText(new Uint8Array(file?.content ?? []), { mergePages: true });
    expect(text).toContain('Geschenkgutschein');
    expect(text).toContain('GC-7K4P2QX');
  });

  it.each(['en_US', 'fr_FR', 'ja_JP'] as const)('the buyer’s copy in %s: the receipt, when it goes to whom, never the code', async (locale) => {
    const { subject, html, text } = await renderMail(giftCardCopyMail({ ...copy, sendAt: { instant: '2030-06-12T08:00:00Z', timeZone: 'Europe/London' } }, { email: 'ada@example.com', locale }), { publicUrl });
    expect(subject).toContain('CIC-7K4P2QX');
    expect(`${subject}${text}`).not.toMatch(/mail\.[a-zA-Z]+\.[a-zA-Z]+|giftCards\.|\{[a-z]+\}|NaN/);
    for (const fact of ['£130.00', 'giulia@example.com', '2030', 'A tour of Rome,']) expect(text).toContain(fact);
    expect(`${html}${text}`).not.toContain('GC-7K4P2QX');
    expect(html).toContain(`href="https://cicerone.example/${locale}/GBP/my-gift-cards"`);
  });

  it('tells the buyer the time on the company’s clock, as every page and mail does (decision 0007)', async () => {
    const { text } = await renderMail(giftCardCopyMail({ ...copy, sendAt: { instant: '2030-06-12T08:00:00Z', timeZone: 'Europe/London' } }, { email: 'ada@example.com', locale: 'en_US' }), { publicUrl });
    expect(text).toContain('on Wednesday, June 12, 2030 at 10:00 AM (Paris time)');
    const now = await renderMail(giftCardCopyMail(copy, { email: 'ada@example.com', locale: 'en_US' }), { publicUrl });
    expect(now.text).toContain('It has been e-mailed to giulia@example.com');
  });

  it('shows what the buyer typed as text in both mails', async () => {
    const typed = { ...card, recipientName: xss, senderName: xss, message: xss };
    for (const mail of [giftCardDeliveryMail(typed, { email: 'g@example.com', locale: 'it_IT' }, 'card-1'), giftCardCopyMail({ ...copy, buyerName: xss, card: typed }, { email: 'a@example.com', locale: 'it_IT' })]) {
      const { subject, html, text } = await renderMail(mail, { publicUrl });
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(text).toContain(xss);
      expect(subject).not.toMatch(/&lt;|&amp;/);
    }
  });
});
