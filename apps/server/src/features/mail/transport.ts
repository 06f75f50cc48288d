import type { Config } from '../../config.ts';
import type { MailFile } from './attachments.ts';
import { onFirstUse } from '../../shared/on-first-use.ts';

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox row, so a receiver can drop the duplicate of a mail sent twice after a crash. */
  messageId: string;
  attachments?: MailFile[];
  /** Extra header lines (List-Unsubscribe of a newsletter mail: mailer.ts listHeaders). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** 'smtp' hands mail to SMTP_URL; 'outbox' is the embedded default. */
  kind: 'smtp' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Without it, the embedded default: the outbox itself is the mailbox
 * (read at /dev/mailbox), so "sending" only marks the row sent — it went as far as mail can go
 * on this machine, and a later SMTP_URL does not suddenly send weeks-old links.
 */
export function mailTransport(config: Pick<Config, 'smtpUrl'>): MailTransport {
  if (!config.smtpUrl) return { kind: 'outbox', send: async () => {}, close: () => {} };
  // nodemailer waits up to 10 minutes on a silent socket by default; the outbox lease is shorter.
  const url = config.smtpUrl;
  // nodemailer loads with the first mail sent, not at start.
  const smtp = onFirstUse(async () => (await import('nodemailer')).createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }));
  let opened: Awaited<ReturnType<typeof smtp>> | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      opened = await smtp();
      await opened.sendMail(message);
    },
    close: () => opened?.close(),
  };
}
