import type { Database, Executor } from '@cicerone/db/client';
import { isLocale, fallbackLocale } from '@cicerone/core/locales';
import type { Config } from '../../config.ts';
import { currentLog } from '../../shared/log-context.ts';
import { renderAttachments, type AttachmentRenderers, type MailFile } from './attachments.ts';
import { startMailJob, type MailJob, type MailJobOptions } from './job.ts';
import { outboxQueries, type OutboxRow } from './outbox-queries.ts';
import { renderMail, type MailTemplate, type OutgoingMail, type RenderedMail } from './render.ts';
import { retryDelaySeconds } from '../../shared/retry-schedule.ts';
import { mailTransport, type MailTransport } from './transport.ts';

export type { MailData, MailTemplate, OutgoingMail } from './render.ts';

/** What one deliverDue call did; `claimed === limit` means more mail may be waiting. */
export interface DeliveryReport {
  limit: number;
  claimed: number;
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time: status 'failed'. */
  failed: number;
}

/**
 * Templates whose stored text is not what is sent: the mail carries a secret (a gift card's claim
 * code) that must not rest in the outbox, so the outbox keeps a copy with the secret masked and
 * the mail is written again from its attachments' refs when it is sent. Given by services.ts.
 */
export type SealedTemplates = Partial<Record<MailTemplate, (row: Pick<OutboxRow, 'attachments' | 'locale' | 'toAddress'>) => Promise<RenderedMail>>>;

/**
 * How long a claimed mail is hidden from other claimers while this process sends it. Longer than
 * a batch can take against a slow server (SMTP timeouts are 30–60 s), so a mail is sent twice only
 * when a process dies mid-send.
 */
const leaseSeconds = 10 * 60;
const defaultBatch = 10;

/** The longest error kept in last_error: enough for an SMTP reply, never a whole stack. */
const errorLength = 1000;

/**
 * The product's mail: enqueue writes a rendered mail into the outbox inside the caller's
 * transaction (so a mail exists exactly when the change it reports does), and deliverDue sends
 * what is due, retrying with back-off. Delivery is at least once; any number of processes may
 * deliver at the same time.
 */
export function mailer(
  db: Database,
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom'>,
  options: { transport?: MailTransport; attachments?: AttachmentRenderers; sealed?: SealedTemplates } = {},
) {
  const transport = options.transport ?? mailTransport(config);
  const outbox = outboxQueries(db);
  const messageDomain = new URL(config.publicUrl).hostname;
  let job: MailJob | undefined;

  /** A stored mail's attachments, rendered now in its language (a failure is a failed attempt, retried). */
  function attachmentsOf(row: Pick<OutboxRow, 'attachments' | 'locale'>): Promise<MailFile[]> {
    return renderAttachments(row.attachments, isLocale(row.locale) ? row.locale : fallbackLocale, options.attachments);
  }

  /** What a stored mail says when sent: as stored, or written again now for a sealed template. */
  async function contentOf(row: OutboxRow): Promise<RenderedMail> {
    const sealed = options.sealed?.[row.template as MailTemplate];
    return sealed ? sealed(row) : row;
  }

  async function deliverDue(limit = defaultBatch): Promise<DeliveryReport> {
    const claimed = await outbox.claimDue(limit, leaseSeconds);
    const report: DeliveryReport = { limit, claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
    for (const row of claimed) {
      let error: unknown;
      try {
        const content = await contentOf(row);
        await transport.send({
          from: config.mailFrom,
          to: row.toAddress,
          subject: content.subject,
          html: content.html,
          text: content.text,
          messageId: `<outbox-${row.id}@${messageDomain}>`,
          attachments: await attachmentsOf(row),
          ...(row.listUnsubscribe ? { headers: listHeaders(row.listUnsubscribe) } : {}),
        });
      } catch (caught) {
        error = caught ?? new Error('unknown error');
      }
      // Recorded outside the try: a database error after a successful send must not count as a failed send.
      if (error === undefined) {
        await outbox.markSent(row.id);
        currentLog()?.info({ mailId: row.id, template: row.template }, 'mail sent');
        report.sent += 1;
        continue;
      }
      const retryIn = retryDelaySeconds(row.attempts + 1);
      await outbox.markAttemptFailed(row.id, describe(error), retryIn);
      currentLog()?.warn({ mailId: row.id, template: row.template, attempts: row.attempts + 1, retryInSeconds: retryIn, error: describe(error) }, 'mail not sent');
      if (retryIn === undefined) report.failed += 1;
      else report.retrying += 1;
    }
    return report;
  }

  return {
    transportKind: transport.kind,

    /**
     * Renders the mail now, in its language, and writes it to the outbox with `tx` — the caller's
     * transaction, or the database itself. Returns the outbox row id. Delivery starts soon after
     * when the job runs; it never blocks the caller.
     */
    async enqueue(tx: Executor, mail: OutgoingMail): Promise<number> {
      const rendered = await renderMail(mail, config);
      const id = await outboxQueries(tx).insert({ toAddress: mail.to, locale: mail.locale, template: mail.template, attachments: mail.attachments ?? [], ...rendered });
      // In a request, its logger carries the request id: this line ties the mail (and its later 'mail sent') to the request.
      currentLog()?.info({ mailId: id, template: mail.template }, 'mail enqueued');
      job?.soon();
      return id;
    },

    deliverDue,

    /** Mails still to send, for /metrics. */
    outboxDepth: () => outbox.pendingCount(),

    /** The dev mailbox's downloads: what the mail carries (or would carry) if sent now. */
    attachmentsOf,

    /** What the mail says when sent (a sealed template's secret opened): the dev mailbox shows it to the mail's own recipient only. */
    contentOf,

    /** Whether the stored mail differs from what is sent: its secret (and its attachments, which carry it) is its recipient's alone. */
    isSealed: (row: Pick<OutboxRow, 'template'>): boolean => options.sealed?.[row.template as MailTemplate] !== undefined,

    /** Starts delivering every few seconds; the app starts it (mailJobPlugin) and stops it on close. */
    startJob(jobOptions?: MailJobOptions): MailJob {
      const started = startMailJob(() => deliverDue(), jobOptions);
      job = started;
      return {
        soon: started.soon,
        async stop() {
          if (job === started) job = undefined;
          await started.stop();
        },
      };
    },

    close(): void {
      transport.close();
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;

/**
 * The one place a mailing-list mail gets its list headers: RFC 2369's List-Unsubscribe, and RFC
 * 8058's List-Unsubscribe-Post, which tells mail clients (Gmail, Yahoo, Apple Mail) they may
 * unsubscribe the reader with one POST to that address, without opening a page.
 */
export function listHeaders(oneClick: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function describe(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, errorLength);
}
