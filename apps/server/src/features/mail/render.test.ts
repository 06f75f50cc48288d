import { describe, expect, it } from 'vitest';
import { languageTag, locales } from '@cicerone/core/locales';
import { renderMail, type OutgoingMail } from './render.ts';

const publicUrl = 'https://cicerone.example';

const samples: OutgoingMail[] = [
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'verify-email', data: { name: 'Ada', link: '/verify-email?token=t1&x=1' } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'reset-password', data: { name: 'Ada', link: '/reset-password?token=t2', validHours: 1 } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'business-received', data: { name: 'Ada' } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'business-validated', data: { name: 'Ada', promoCode: 'AGENT-7F3K' } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'password-changed', data: { name: 'Ada', time: new Date('2026-03-01T10:00:00Z') } },
  {
    to: 'ada@example.com',
    locale: 'en_US',
    currency: 'CHF',
    template: 'booking-confirmed',
    data: {
      name: 'Ada',
      orderReference: 'CIC-7K4P2QX',
      total: '€250.00',
      link: '/bookings',
      bookings: [
        { reference: 'BK-AB23CD45', tourTitle: 'Rome at dawn', city: 'Rome', day: '2030-06-12', startTime: '09:30', duration: 'bike_4h', travellers: { adults: 2, children: 1, infants: 1 }, meetingPlace: 'Hotel Artemide lobby' },
        { reference: 'BK-EF67GH89', tourTitle: 'Vatican highlights', city: 'Rome', day: '2030-06-13', startTime: '14:00:00', duration: '8h', travellers: { adults: 1, children: 0, infants: 0 }, meetingPlace: 'In front of the main entrance of the central station of Rome.' },
        { reference: 'BK-JK23LM45', tourTitle: 'Airport pickup and drop-off', city: 'Rome', day: '2030-06-14', startTime: '06:40', duration: null, travellers: { adults: 2, children: 0, infants: 0 }, meetingPlace: 'Terminal 3, arrivals' },
      ],
    },
  },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'guide-approved', data: { name: 'Ada' } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'guide-rejected', data: { name: 'Ada', reason: 'The recordings <b>cannot</b> be heard.' } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'mission-cancelled', data: { name: 'Ada', bookingReference: 'BK-JK23LM45', tourTitle: '', serviceKind: 'airport-pickup', day: '2030-06-14', startTime: '06:40' } },
  {
    to: 'ada@example.com',
    locale: 'en_US',
    currency: 'CHF',
    template: 'mission-cancelled',
    data: { name: 'Ada', bookingReference: 'BK-JK23LM46', tourTitle: 'Rome at dawn', day: '2030-06-15', startTime: '09:30', assignedToYou: false },
  },
  {
    to: 'ada@example.com',
    locale: 'en_US',
    currency: 'CHF',
    template: 'mission-offered',
    data: { name: 'Ada', bookingReference: 'BK-AB23CD45', tourTitle: 'Rome at dawn', day: '2030-06-12', startTime: '09:30', cityName: 'Rome', tourLanguage: 'ja_JP', travellers: 3, pay: { amount: 16_800, currency: 'JPY', minorUnits: 0 } },
  },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'mission-assigned', data: { name: 'Ada', bookingReference: 'BK-AB23CD45', tourTitle: 'Rome at dawn', day: '2030-06-12', startTime: '09:30', cityName: 'Rome' } },
  ...cancellations(),
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'refund-sent', data: { name: 'Ada', bookingReference: 'BK-AB23CD45', money: { amount: 12_345, currency: 'EUR', minorUnits: 2 }, to: 'card' } },
  { to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'refund-sent', data: { name: 'Ada', bookingReference: 'BK-AB23CD45', money: { amount: 16_800, currency: 'JPY', minorUnits: 0 }, to: 'transfer' } },
];

/** A cancellation's mail for each way it can end: money to the card with coins, a transfer by the team, coins alone, and each reason for no refund. */
function cancellations(): OutgoingMail[] {
  const base = { name: 'Ada', bookingReference: 'BK-AB23CD45', tourTitle: 'Rome at dawn', day: '2030-06-12', startTime: '09:30', byTeam: false, money: null, coinsEurCents: 0, noRefund: null };
  const mail = (data: Partial<Extract<OutgoingMail, { template: 'booking-cancelled' }>['data']>): OutgoingMail => ({ to: 'ada@example.com', locale: 'en_US', currency: 'CHF', template: 'booking-cancelled', data: { ...base, ...data } });
  return [
    mail({ money: { amount: 12_345, currency: 'EUR', minorUnits: 2, to: 'card' }, coinsEurCents: 2_000 }),
    mail({ byTeam: true, money: { amount: 16_800, currency: 'JPY', minorUnits: 0, to: 'transfer' } }),
    mail({ coinsEurCents: 2_000 }),
    mail({ tourTitle: '', serviceKind: 'airport-pickup', noRefund: 'window_closed' }),
    mail({ noRefund: 'nothing_paid' }),
    mail({ byTeam: true, noRefund: 'declined' }),
  ];
}

describe('mail templates', () => {
  it.each(locales.flatMap((locale) => samples.map((mail) => ({ ...mail, locale }) as OutgoingMail)))(
    '$template renders in $locale: subject, HTML and text, every message found',
    async (mail) => {
      const rendered = await renderMail(mail, { publicUrl });
      expect(rendered.subject.length).toBeGreaterThan(5);
      expect(rendered.html).toContain(`lang="${languageTag(mail.locale)}"`);
      expect(rendered.html).toContain('Cicerone SAS');
      expect(rendered.text).toContain('Cicerone SAS');
      expect(rendered.text).toContain('hello@cicerone.travel');
      // A key shown instead of its message, or an argument left unfilled, means a catalog bug.
      expect(`${rendered.subject}${rendered.text}`).not.toMatch(/mail\.[a-z]+\.[a-z]+|\{[a-z]+\}|NaN/i);
      // Every sample greets its reader by name (the gift-card mails have their own tests).
      expect(rendered.text).toContain((mail.data as { name: string }).name);
    },
  );

  it('names a service on request by its kind, in the reader’s language, and gives it no duration', async () => {
    const confirmation = await renderMail({ ...(samples[5] as OutgoingMail), locale: 'fr_FR' }, { publicUrl });
    expect(confirmation.text).toContain('BK-JK23LM45');
    // The two tours say their duration, the service does not ("Durée : service").
    expect(confirmation.text.match(/Durée/g)).toHaveLength(2);
    const cancelled = await renderMail({ ...(samples.find((mail) => mail.template === 'mission-cancelled') as OutgoingMail), locale: 'de_DE' }, { publicUrl });
    expect(cancelled.text).toContain('Flughafen');
  });

  it('offers a guide a mission with its tour language and their pay, in the booking’s currency and the guide’s language', async () => {
    const offered = await renderMail({ ...(samples.find((mail) => mail.template === 'mission-offered') as OutgoingMail), locale: 'de_DE' }, { publicUrl });
    expect(offered.text).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'JPY' }).format(16_800));
    expect(offered.text).toContain('Tour-Sprache: Japanisch');
    expect(offered.text).toContain('https://cicerone.example/de_DE/CHF/guide-missions?month=2030-06');
  });

  it('makes every link absolute with PUBLIC_URL, in the HTML and in the text part', async () => {
    const { html, text } = await renderMail(samples[0] as OutgoingMail, { publicUrl });
    expect(html).toContain('href="https://cicerone.example/en_US/CHF/verify-email?token=t1&amp;x=1"');
    expect(text).toContain('https://cicerone.example/en_US/CHF/verify-email?token=t1&x=1');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/cicerone\.example\//);
  });

  it.each(locales)('keeps the reader’s language and currency in every link to the site — %s', async (locale) => {
    let count = 0;
    for (const mail of samples) {
      const { html, text } = await renderMail({ ...mail, locale, currency: 'JPY' } as OutgoingMail, { publicUrl });
      const links = [...html.matchAll(/href="(https:\/\/cicerone\.example[^"]*)"/g), ...text.matchAll(/(https:\/\/cicerone\.example\S*)/g)].map((match) => match[1]);
      for (const link of links) expect(link, mail.template).toMatch(new RegExp(`^https://cicerone\\.example/${locale}/JPY/`));
      count += links.length;
    }
    expect(count).toBeGreaterThan(0);
  });

  it('keeps an absolute link as given', async () => {
    const { html } = await renderMail({ ...(samples[0] as Extract<OutgoingMail, { template: 'verify-email' }>), data: { name: 'Ada', link: 'https://other.example/v?t=1' } }, { publicUrl });
    expect(html).toContain('href="https://other.example/v?t=1"');
  });

  it('tells the facts each mail is about', async () => {
    const [, reset, received, validated, changed, confirmed, approved, rejected] = await Promise.all(samples.map((mail) => renderMail(mail, { publicUrl })));
    expect(reset?.text).toContain('expires in 1 hour');
    expect(received?.text).toContain('at most 24 hours');
    expect(validated?.text).toContain('AGENT-7F3K');
    expect(validated?.text).toContain('10% off all our tours');
    expect(validated?.html).toContain('href="https://cicerone.example/en_US/CHF/tours"');
    // An instant of no place: on the company's clock, named, as the pages write it (core/i18n/instants.ts).
    expect(changed?.text).toContain('changed on March 1, 2026 at 11:00 AM (Paris time).');
    expect(confirmed?.subject).toBe('Your booking is confirmed (CIC-7K4P2QX)');
    for (const fact of [
      'Order CIC-7K4P2QX · Total: €250.00',
      'Rome at dawn',
      'Rome, Wednesday, June 12, 2030 at 9:30 AM (Rome time)',
      'Duration: 4 hours by bike',
      '3 travellers, 1 infant',
      'Meeting point: Hotel Artemide lobby',
      'Booking reference: BK-AB23CD45',
      'Vatican highlights',
      'Rome, Thursday, June 13, 2030 at 2:00 PM (Rome time)',
      'Duration: 8 hours',
      '1 traveller',
      'Meeting point: In front of the main entrance of the central station of Rome.',
      'Booking reference: BK-EF67GH89',
      'up to 24 hours before the start',
    ]) {
      expect(confirmed?.text).toContain(fact);
    }
    expect(confirmed?.html).toContain('href="https://cicerone.example/en_US/CHF/bookings"');
    expect(approved?.html).toContain('href="https://cicerone.example/en_US/CHF/guide-missions"');
    // The admin's reason, word for word, as text: never as markup.
    expect(rejected?.text).toContain('The recordings <b>cannot</b> be heard.');
    expect(rejected?.html).toContain('The recordings &lt;b&gt;cannot&lt;/b&gt; be heard.');
  });

  it('tells the traveller what a cancellation gives back, where and when, and when the money has left', async () => {
    const text = async (template: string, index = 0) => (await renderMail(samples.filter((mail) => mail.template === template)[index] as OutgoingMail, { publicUrl })).text;
    const card = await text('booking-cancelled');
    expect(card).toContain('As you asked, we have cancelled your booking BK-AB23CD45: Rome at dawn, Wednesday, June 12, 2030 at 9:30 AM.');
    expect(card).toContain('€123.45 goes back to the payment card you used. We are asking the payment provider now; banks usually show it within 5–10 business days.');
    expect(card).toContain('€20.00 is back in your Cicerone Coins balance now.');
    expect(card).toContain('https://cicerone.example/en_US/CHF/bookings/BK-AB23CD45');
    const transfer = await text('booking-cancelled', 1);
    expect(transfer).toContain('Our team has cancelled your booking BK-AB23CD45');
    expect(transfer).toContain('¥16,800 will be refunded to you: our team sends it by bank transfer');
    expect(await text('booking-cancelled', 3)).toContain('There is no refund: the free cancellation period of this booking had ended.');
    expect(await text('booking-cancelled', 4)).toContain('There is no refund: nothing had been paid for this booking yet.');
    expect(await text('booking-cancelled', 5)).toContain('There is no refund for this cancellation.');
    expect(await text('refund-sent')).toContain('We have refunded €123.45 for your booking BK-AB23CD45 to the payment card you used. Banks usually show it within 5–10 business days.');
    expect(await text('refund-sent', 1)).toContain('We have sent you ¥16,800 by bank transfer for your booking BK-AB23CD45.');
    const german = await renderMail({ ...(samples.find((mail) => mail.template === 'booking-cancelled') as OutgoingMail), locale: 'de_DE' }, { publicUrl });
    expect(german.text).toContain(`${new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(20)} sind ab sofort wieder in Ihrem Guthaben an Cicerone Coins.`);
  });

  it('escapes what the user typed', async () => {
    const { html } = await renderMail({ to: 'x@example.com', locale: 'en_US', currency: 'EUR', template: 'business-received', data: { name: '<script>alert(1)</script>' } }, { publicUrl });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
  });
});
