import type { Database } from '@cicerone/db/client';
import { company } from '@cicerone/core/company';
import type { ContactKind } from '@cicerone/core/contact/contact-rules';
import type { ContactBody } from '@cicerone/core/contracts/contact';
import { AppError } from '@cicerone/core/errors';
import { canContactManager } from '@cicerone/core/roles';
import { defaultCurrency, fallbackLocale, isLocale, type Locale } from '@cicerone/core/locales';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { contactQueries } from './contact-queries.ts';

/**
 * How often one address, and one network address, may write: enough for a traveller with a few
 * questions, too few to use the form to flood the team or the address typed in it.
 */
export const contactRateLimits = {
  perEmail: { limit: 5, windowSeconds: 60 * 60 },
  perIp: { limit: 20, windowSeconds: 60 * 60 },
} as const;

export interface ContactRequest {
  ip: string;
  /** The page's language, when the body names none. */
  locale: Locale;
  /** The signed-in sender (required for contact_pro). */
  userId: string | null;
}

/**
 * The contact forms (requirements §screens.contact /contact, /contact-pro). The recipient is the server's choice alone —
 * the team's address, or the business account's manager (docs/decisions/0024) — so the form is no
 * mail relay; the message is stored and both mails are written in one transaction.
 */
export function contactService(db: Database, { mail, limits }: { mail: Pick<Mailer, 'enqueue'>; limits: RateLimiter }) {
  const queries = contactQueries(db);

  return {
    /** Who answers a business account's or a guide's messages (shown on /contact-pro): its manager, or null for the team. */
    async managerOf(userId: string): Promise<{ firstName: string } | null> {
      const manager = (await queries.sender(userId))?.manager;
      return manager ? { firstName: manager.firstName } : null;
    },

    async send(kind: ContactKind, body: ContactBody, request: ContactRequest): Promise<{ id: number; status: 'sent' }> {
      const sender = request.userId ? await queries.sender(request.userId) : undefined;
      // /contact-pro is the business accounts' and the approved guides' (requirements §roles.access): the access table lets in
      // signed-in users, this rule the rest. A guide writes to the manager an admin named for them, else to
      // the team's address, the operators who run the missions (decision 0024).
      if (kind === 'contact_pro' && !canContactManager(sender ?? null)) throw new AppError('forbidden');
      await limits.hit([
        { key: `contact:email:${body.email}`, ...contactRateLimits.perEmail },
        { key: `contact:ip:${request.ip}`, ...contactRateLimits.perIp },
      ]);
      const locale = body.locale ?? request.locale;
      const manager = kind === 'contact_pro' ? sender?.manager ?? null : null;
      const recipient = manager?.email ?? company.email;
      // The text goes back only to the sender's own verified address (ContactReceivedData.copy).
      const ownAddress = sender !== undefined && sender.verified && sender.email === body.email;
      return db.transaction(async (tx) => {
        const id = await contactQueries(tx).insert({
          kind,
          senderUserId: request.userId,
          name: body.name,
          email: body.email,
          subject: body.subject,
          message: body.message,
          bookingReference: body.bookingReference ?? null,
          locale,
          recipient,
        });
        const message = { id, kind, name: body.name, email: body.email, subject: body.subject, message: body.message, bookingReference: body.bookingReference, language: locale };
        await mail.enqueue(tx, {
          to: recipient,
          locale: manager && isLocale(manager.locale) ? manager.locale : fallbackLocale,
          currency: defaultCurrency,
          template: 'contact-for-team',
          data: { ...message, managerName: manager?.firstName },
        });
        await mail.enqueue(tx, {
          to: body.email,
          locale,
          currency: defaultCurrency,
          template: 'contact-received',
          data: { id, kind, name: body.name, copy: ownAddress ? { subject: body.subject, message: body.message } : undefined },
        });
        return { id, status: 'sent' as const };
      });
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
