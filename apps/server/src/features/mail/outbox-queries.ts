import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser, mailOutbox } from '@cicerone/db/schema/accounts';
import { secondsFromNow } from '../../shared/retry-schedule.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<typeof mailOutbox.$inferInsert, 'toAddress' | 'locale' | 'template' | 'subject' | 'html' | 'text' | 'attachments' | 'listUnsubscribe'>;


/** An account whose mail alone may be read: the mail written to it as an account. */
export interface Recipient {
  userId: string;
}

/**
 * Mail written to the account: to the address it has, once it existed. Mail to that address from
 * before (a gift card, a form's acknowledgement or a quote's follow link, sent while nobody held
 * the address) is not its: whoever registers an address later proves nothing about it. An account
 * takes its address when it is created (no one changes it: PUT /api/me refuses `email`), so its
 * created_at is that moment; the mail of its own sign-up, written in the same transaction, has the
 * same now(). An e-mail change, if one is ever built, must move this bound to the change.
 */
function sentTo(recipient: Recipient | undefined) {
  if (!recipient) return undefined;
  return sql`exists (select 1 from ${appUser} where ${appUser.id} = ${recipient.userId} and ${appUser.email} = ${mailOutbox.toAddress} and ${appUser.createdAt} <= ${mailOutbox.createdAt})`;
}

/** The mail outbox: the only module that touches mail_outbox. */
export function outboxQueries(db: Executor) {
  return {
    /** Written with the caller's handle, so inside its transaction the mail commits or rolls back with it. */
    async insert(row: NewOutboxRow): Promise<number> {
      const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      if (!inserted) throw new Error('mail_outbox insert returned no row');
      return inserted.id;
    },

    /**
     * Claims up to `limit` due mails in one statement: the rows are locked with SKIP LOCKED, so
     * concurrent claimers take different rows, and leased by pushing next_attempt_at `leaseSeconds`
     * ahead, so no other process sees them as due while this one sends — without holding a
     * transaction open across the SMTP conversation. A process that dies mid-send leaves the mail
     * to be retried once the lease runs out. Served by mail_outbox_due_idx.
     */
    claimDue(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ nextAttemptAt: secondsFromNow(leaseSeconds) })
        .where(inArray(mailOutbox.id, due))
        .returning();
    },

    /** Mails still to send (due or waiting for a retry), for /metrics; counted on mail_outbox_due_idx. */
    async pendingCount(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
      return row?.count ?? 0;
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /** A failed attempt: try again after `retryInSeconds`, or give up (status failed) when it is undefined. */
    async markAttemptFailed(id: number, error: string, retryInSeconds: number | undefined): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error,
          ...(retryInSeconds === undefined ? { status: 'failed' } : { nextAttemptAt: secondsFromNow(retryInSeconds) }),
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
    },

    /** The dev mailbox: every mail whatever its status (or only those to `recipient`'s address), newest first. */
    newest(limit: number, recipient?: Recipient): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).where(sentTo(recipient)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
    },

    /** One mail; with `recipient`, only if it was written to that account (sentTo). */
    async byId(id: number, recipient?: Recipient): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(and(eq(mailOutbox.id, id), sentTo(recipient)));
      return row;
    },
  };
}

export type { MailAttachmentRef } from '@cicerone/db/schema/accounts';
