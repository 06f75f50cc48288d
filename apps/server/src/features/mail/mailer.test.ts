import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { createTestApp } from '../../test/app.ts';
import { startSmtp, type ReceivedMail } from '../../test/smtp-sink.ts';
import { userWithSession } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { mailer, type Mailer } from './mailer.ts';
import { maxAttempts as maxMailAttempts, retryDelaySeconds } from '../../shared/retry-schedule.ts';

/** The decoded parts of a multipart/alternative message, by content type, and its headers. */
function parseMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/);
  const body = rest.join('\r\n\r\n');
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(header('Content-Type'))?.[1] ?? '';
  const parts: Record<string, string> = {};
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = '', ...partBody] = part.split(/\r\n\r\n/);
    const type = /Content-Type: ([^;\r\n]+)/i.exec(partHead)?.[1];
    if (!type) continue;
    const content = partBody.join('\r\n\r\n');
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(partHead)?.[1]?.toLowerCase();
    parts[type] =
      encoding === 'base64'
        ? Buffer.from(content, 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(content.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8')
          : content;
  }
  return { subject: header('Subject'), to: header('To'), from: header('From'), messageId: header('Message-ID'), html: parts['text/html'] ?? '', text: parts['text/plain'] ?? '' };
}

const received: ReceivedMail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let mail: Mailer;

beforeAll(async () => {
  smtp = await startSmtp(received);
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://cicerone.example' });
  mail = testApp.app.services.mail;
});
afterAll(async () => {
  await testApp.close();
  await smtp.stop();
});

const outboxRow = async (id: number) => (await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const verifyMail = (to: string) =>
  ({ to, locale: 'en_US', currency: 'EUR', template: 'verify-email', data: { name: 'Ada', link: `/verify-email?token=${to}` } }) as const;

describe('the mailer over SMTP', () => {
  it('is the SMTP transport when SMTP_URL is set, and the job does not run under test', () => {
    expect(mail.transportKind).toBe('smtp');
  });

  it('renders at enqueue and delivers due mail through SMTP: subject, HTML and text parts, recipient', async () => {
    const id = await mail.enqueue(testApp.db, verifyMail('ada@example.com'));
    const pending = await outboxRow(id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, template: 'verify-email', locale: 'en_US', subject: 'Confirm your e-mail address' });

    expect(await mail.deliverDue()).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [delivered] = received;
    expect(delivered?.to).toEqual(['ada@example.com']);
    expect(delivered?.from).toBe('no-reply@cicerone.travel');
    const message = parseMessage(delivered?.raw ?? '');
    expect(message.subject).toBe('Confirm your e-mail address');
    expect(message.to).toBe('ada@example.com');
    expect(message.from).toBe('Cicerone <no-reply@cicerone.travel>');
    expect(message.messageId).toBe(`<outbox-${id}@cicerone.example>`);
    expect(message.html).toContain('href="https://cicerone.example/en_US/EUR/verify-email?token=ada@example.com"');
    expect(message.html).toContain('Confirm my e-mail address');
    expect(message.text).toContain('Hello Ada,');
    expect(message.text).toContain('https://cicerone.example/en_US/EUR/verify-email?token=ada@example.com');
    expect(message.text).not.toContain('<');

    const sent = await outboxRow(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(await mail.deliverDue()).toMatchObject({ claimed: 0 });
    expect(received).toHaveLength(1);
  });

  it('writes the mail with the caller’s transaction: rolled back with it', async () => {
    const before = await testApp.db.$count(mailOutbox);
    await expect(
      testApp.db.transaction(async (tx) => {
        await mail.enqueue(tx, verifyMail('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await testApp.db.$count(mailOutbox)).toBe(before);
  });

  it('keeps a mail pending when SMTP is down, then sends it exactly once when it is due again', async () => {
    received.length = 0;
    await smtp.stop();
    const id = await mail.enqueue(testApp.db, verifyMail('bea@example.com'));
    expect(await mail.deliverDue()).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: another run leaves it alone.
    expect(await mail.deliverDue()).toMatchObject({ claimed: 0 });

    smtp = await startSmtp(received, smtp.port);
    await testApp.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
    expect(await mail.deliverDue()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await mail.deliverDue()).toMatchObject({ claimed: 0 });
    expect(received.map((item) => item.to)).toEqual([['bea@example.com']]);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends each mail once when two deliveries run at the same time', async () => {
    received.length = 0;
    const addresses = Array.from({ length: 7 }, (_, index) => `guest${index}@example.com`);
    for (const address of addresses) await mail.enqueue(testApp.db, verifyMail(address));
    const reports = await Promise.all([mail.deliverDue(4), mail.deliverDue(4), mail.deliverDue(4)]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(addresses.length);
    expect(received.flatMap((item) => item.to).sort()).toEqual([...addresses].sort());
  });
});

describe('retries and giving up', () => {
  it('backs off exponentially and stops after the last attempt', () => {
    expect([1, 2, 3, 7].map(retryDelaySeconds)).toEqual([60, 120, 240, 3840]);
    expect(retryDelaySeconds(maxMailAttempts)).toBeUndefined();
  });

  it('marks a mail failed when its last attempt fails', async () => {
    const failing = mailer(testApp.db, testApp.config, {
      transport: { kind: 'smtp', send: async () => Promise.reject(new Error('550 mailbox unavailable')), close: () => {} },
    });
    const id = await failing.enqueue(testApp.db, verifyMail('nobody@example.com'));
    await testApp.db.update(mailOutbox).set({ attempts: maxMailAttempts - 1 }).where(eq(mailOutbox.id, id));
    expect(await failing.deliverDue()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: maxMailAttempts, lastError: 'Error: 550 mailbox unavailable' });
    expect(await failing.deliverDue()).toMatchObject({ claimed: 0 });
  });
});

describe('the mail job', () => {
  it('delivers soon after an enqueue without waiting for its tick, and stops', async () => {
    // The embedded default (no SMTP_URL): delivering marks the row sent, the outbox being the mailbox.
    const local = mailer(testApp.db, { ...testApp.config, smtpUrl: undefined });
    expect(local.transportKind).toBe('outbox');
    const job = local.startJob({ intervalMs: 60_000 });
    const id = await local.enqueue(testApp.db, verifyMail('carla@example.com'));
    await expect.poll(async () => (await outboxRow(id))?.status, { timeout: 5_000, interval: 50 }).toBe('sent');
    await job.stop();
    const later = await local.enqueue(testApp.db, verifyMail('dan@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await outboxRow(later))?.status).toBe('pending');
  });

  it('delivers a mail enqueued in a transaction still open when the job wakes, as work of its own and not of that transaction', async () => {
    const local = mailer(testApp.db, { ...testApp.config, smtpUrl: undefined });
    const log = { error: vi.fn() };
    const job = local.startJob({ intervalMs: 60_000, log });
    const id = await testApp.db.transaction(async (tx) => {
      const enqueued = await local.enqueue(tx, verifyMail('fay@example.com'));
      // Longer than the job waits after an enqueue: it wakes while this transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 500));
      return enqueued;
    });
    // The wake-up ran while the transaction was open: on PostgreSQL it found nothing committed yet (the next
    // pass sends it), on the embedded database it waited for the connection. Either way it failed nothing.
    await job.stop();
    expect(log.error).not.toHaveBeenCalled();
    await local.deliverDue();
    expect((await outboxRow(id))?.status).toBe('sent');
  });

  it('runs in the app outside tests, and stops when the app closes', async () => {
    const devApp = await createTestApp({ NODE_ENV: 'development' });
    try {
      const id = await devApp.app.services.mail.enqueue(devApp.db, verifyMail('erin@example.com'));
      const status = async () => (await devApp.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status;
      await expect.poll(status, { timeout: 5_000, interval: 50 }).toBe('sent');
    } finally {
      await devApp.close();
    }
  });
});

/** The attachments of a raw message: file name and decoded bytes of every part sent as one. */
function attachmentsOf(raw: string): { filename: string; contentType: string; bytes: Buffer }[] {
  const parts = raw.split(/\r\n--[^\r\n]+\r\n/);
  return parts.flatMap((part) => {
    const [head = '', ...body] = part.split(/\r\n\r\n/);
    const headers = head.replace(/\r\n[ \t]+/g, ' ');
    if (!/Content-Disposition: attachment/i.test(headers)) return [];
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1] ?? '';
    const encoded = (body.join('\r\n\r\n').split(/\r\n--/)[0] ?? '').replace(/\s+/g, '');
    return [{ filename, contentType, bytes: Buffer.from(encoded, 'base64') }];
  });
}

describe('attachments', () => {
  it('sends the booking confirmation with the voucher rendered at send time, as a PDF attachment', async () => {
    received.length = 0;
    const tour = await bookableTour(testApp.db);
    const buyer = await userWithSession(testApp.app, testApp.db);
    const paid = await paidBooking(testApp, buyer, tour.id, dayAhead(30));
    const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'booking-confirmed'));
    // Written in the paying transaction as a reference to the booking: no PDF in the outbox.
    expect(row?.attachments).toEqual([{ kind: 'voucher', bookingId: paid.id }]);

    await mail.deliverDue();
    const confirmation = received.filter((item) => item.to.includes(buyer.email));
    expect(confirmation).toHaveLength(1);
    const [voucher, ...others] = attachmentsOf(confirmation[0]?.raw ?? '');
    expect(others).toEqual([]);
    expect(voucher?.filename).toBe(`cicerone-voucher-${paid.reference}.pdf`);
    expect(voucher?.contentType).toBe('application/pdf');
    expect(voucher?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(voucher?.bytes ?? []), { mergePages: true });
    expect(text).toContain(paid.reference);
    expect(text).toContain(tour.title);
  });

  it('retries later when an attachment cannot be rendered', async () => {
    const failing = mailer(testApp.db, testApp.config, {
      transport: { kind: 'smtp', send: async () => {}, close: () => {} },
      attachments: { voucher: async () => Promise.reject(new Error('renderer down')), invoice: async () => undefined, 'gift-card': async () => undefined },
    });
    const id = await failing.enqueue(testApp.db, { ...verifyMail('vera@example.com'), attachments: [{ kind: 'voucher', bookingId: '00000000-0000-4000-8000-000000000000' }] });
    expect(await failing.deliverDue()).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: renderer down' });
  });
});
