import type { Mailer } from '../mail/mailer.ts';

/** What the accounts feature needs of the mailer: write a mail in the same transaction as the change it reports. */
export type MailQueue = Pick<Mailer, 'enqueue'>;
