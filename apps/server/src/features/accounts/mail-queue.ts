import { defaultCurrency, type Locale } from '@cicerone/core/locales';
import type { Mailer } from '../mail/mailer.ts';
import { toMe, type UserRow } from './me.ts';

/** What the accounts feature needs of the mailer: write a mail in the same transaction as the change it reports. */
export type MailQueue = Pick<Mailer, 'enqueue'>;

/**
 * Whom an account's mail is for: the address, and the language and currency its links keep —
 * the account's, chosen on the site the person signed up on (requirements §rules.mail).
 */
export function mailReader(user: UserRow): { to: string; locale: Locale; currency: string } {
  return { to: user.email, locale: toMe(user).locale, currency: user.currency ?? defaultCurrency };
}
