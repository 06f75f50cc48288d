import { and, asc, countDistinct, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { chatConversation, chatMessage } from '@cicerone/db/schema/chat';
import { tourText } from '@cicerone/db/schema/catalog';
import { booking } from '@cicerone/db/schema/orders';
import type { ChatAuthor } from '@cicerone/core/chat/support-chat';
import { chatHistoryLimit } from '@cicerone/core/chat/support-chat';
import type { WorkQueue } from '../../shared/work-queue.ts';

/** An owner's message after the last one the team read: the inbox's unread count and the dashboard's unanswered chats. */
const unreadByTeam = and(eq(chatMessage.author, 'owner'), gt(chatMessage.id, chatConversation.teamReadMessageId));

/** Whose conversation: a signed-in account, or a visitor by the hash of their cookie's id. */
export type ChatOwner = { userId: string } | { visitorKeyHash: string };

export interface ChatMessageRow {
  id: number;
  conversationId: string;
  author: ChatAuthor;
  body: string;
  createdAt: Date;
}

const messageColumns = {
  id: chatMessage.id,
  conversationId: chatMessage.conversationId,
  author: chatMessage.author,
  body: chatMessage.body,
  createdAt: chatMessage.createdAt,
};

/** What the team sees of a conversation's owner, in the inbox and beside the conversation. */
const teamViewColumns = {
  id: chatConversation.id,
  userId: chatConversation.userId,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  email: appUser.email,
  contactEmail: chatConversation.contactEmail,
  locale: chatConversation.locale,
};

function ownedBy(owner: ChatOwner) {
  return 'userId' in owner ? eq(chatConversation.userId, owner.userId) : eq(chatConversation.visitorKeyHash, owner.visitorKeyHash);
}

export function chatQueries(db: Executor) {
  return {
    async conversationOf(owner: ChatOwner) {
      const [row] = await db
        .select({ id: chatConversation.id, contactEmail: chatConversation.contactEmail })
        .from(chatConversation)
        .where(ownedBy(owner));
      return row ?? null;
    },

    /** The owner's conversation, created on their first message; its language and currency follow their last one. */
    async upsertConversation(owner: ChatOwner, locale: string, currency: string, now: Date): Promise<string> {
      const target = 'userId' in owner ? chatConversation.userId : chatConversation.visitorKeyHash;
      const [row] = await db
        .insert(chatConversation)
        .values({ ...owner, locale, currency, lastMessageAt: now })
        .onConflictDoUpdate({ target, set: { locale, currency, lastMessageAt: now } })
        .returning({ id: chatConversation.id });
      if (!row) throw new Error('chat conversation upsert returned no row');
      return row.id;
    },

    /** A visitor's conversation becomes the account's at sign-in, unless the account has one already. */
    async adoptVisitorConversation(visitorKeyHash: string, userId: string): Promise<void> {
      await db
        .update(chatConversation)
        .set({ userId, visitorKeyHash: null })
        .where(
          and(
            eq(chatConversation.visitorKeyHash, visitorKeyHash),
            isNull(chatConversation.userId),
            sql`NOT EXISTS (SELECT 1 FROM ${chatConversation} mine WHERE mine.user_id = ${userId})`,
          ),
        );
    },

    async insertMessage(message: { conversationId: string; author: ChatAuthor; authorUserId: string | null; body: string; createdAt: Date }): Promise<ChatMessageRow> {
      const [row] = await db.insert(chatMessage).values(message).returning(messageColumns);
      if (!row) throw new Error('chat message insert returned no row');
      return row;
    },

    /** The newest `chatHistoryLimit` messages, oldest first. */
    async history(conversationId: string): Promise<ChatMessageRow[]> {
      const rows = await db.select(messageColumns).from(chatMessage).where(eq(chatMessage.conversationId, conversationId)).orderBy(desc(chatMessage.id)).limit(chatHistoryLimit);
      return rows.reverse();
    },

    /** What a stream has not sent yet: the conversation's messages after `afterId`, or everyone's (the inbox) when conversationId is null. */
    messagesAfter(conversationId: string | null, afterId: number, limit = chatHistoryLimit): Promise<ChatMessageRow[]> {
      const after = gt(chatMessage.id, afterId);
      return db
        .select(messageColumns)
        .from(chatMessage)
        .where(conversationId === null ? after : and(eq(chatMessage.conversationId, conversationId), after))
        .orderBy(asc(chatMessage.id))
        .limit(limit);
    },

    /** Where the inbox's stream starts: the newest message of all (0 for none). */
    async latestMessageId(): Promise<number> {
      const [row] = await db.select({ id: sql<number>`coalesce(max(${chatMessage.id}), 0)::float8` }).from(chatMessage);
      return row?.id ?? 0;
    },

    async setContactEmail(conversationId: string, email: string): Promise<void> {
      await db.update(chatConversation).set({ contactEmail: email }).where(eq(chatConversation.id, conversationId));
    },

    /** The reply mail's reader: where and in which language (null for a conversation that does not exist). */
    async replyAddress(conversationId: string) {
      const [row] = await db
        .select({ contactEmail: chatConversation.contactEmail, locale: chatConversation.locale, currency: chatConversation.currency })
        .from(chatConversation)
        .where(eq(chatConversation.id, conversationId));
      return row ?? null;
    },

    async touch(conversationId: string, now: Date, teamReadMessageId?: number): Promise<boolean> {
      const rows = await db
        .update(chatConversation)
        .set({ lastMessageAt: now, ...(teamReadMessageId === undefined ? {} : { teamReadMessageId: sql`GREATEST(${chatConversation.teamReadMessageId}, ${teamReadMessageId})` }) })
        .where(eq(chatConversation.id, conversationId))
        .returning({ id: chatConversation.id });
      return rows.length > 0;
    },

    /** The team read the conversation up to `messageId` (never backwards). */
    async markTeamRead(conversationId: string, messageId: number): Promise<boolean> {
      const rows = await db
        .update(chatConversation)
        .set({ teamReadMessageId: sql`GREATEST(${chatConversation.teamReadMessageId}, ${messageId})` })
        .where(eq(chatConversation.id, conversationId))
        .returning({ id: chatConversation.id });
      return rows.length > 0;
    },

    /** The inbox: the most recent conversations, each with its owner, last message and the owner's messages the team has not read. */
    inbox(limit: number) {
      return db
        .select({
          ...teamViewColumns,
          lastMessageAt: chatConversation.lastMessageAt,
          lastMessage: sql<string>`(SELECT m.body FROM ${chatMessage} m WHERE m.conversation_id = ${chatConversation.id} ORDER BY m.id DESC LIMIT 1)`,
          unread: sql<number>`(SELECT count(*)::int FROM ${chatMessage} WHERE ${chatMessage.conversationId} = ${chatConversation.id} AND ${unreadByTeam})`,
        })
        .from(chatConversation)
        .leftJoin(appUser, eq(appUser.id, chatConversation.userId))
        .orderBy(desc(chatConversation.lastMessageAt))
        .limit(limit);
    },

    /** The conversations with a message the team has not read, aged from the oldest such message. */
    async unansweredQueue(): Promise<WorkQueue> {
      const [row] = await db
        .select({ count: countDistinct(chatMessage.conversationId), oldestAt: min(chatMessage.createdAt) })
        .from(chatMessage)
        .innerJoin(chatConversation, eq(chatConversation.id, chatMessage.conversationId))
        .where(unreadByTeam);
      return { count: row?.count ?? 0, oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
    },

    async conversationForTeam(conversationId: string) {
      const [row] = await db
        .select(teamViewColumns)
        .from(chatConversation)
        .leftJoin(appUser, eq(appUser.id, chatConversation.userId))
        .where(eq(chatConversation.id, conversationId));
      return row ?? null;
    },

    /** The owner’s bookings beside the conversation, the latest tour first. */
    bookingsOf(userId: string, limit = 20) {
      return db
        .select({ id: booking.id, reference: booking.reference, status: booking.status, startsAt: booking.startsAt, title: tourText.title })
        .from(booking)
        .leftJoin(tourText, and(eq(tourText.tourId, booking.tourId), eq(tourText.language, 'en_US')))
        .where(eq(booking.userId, userId))
        .orderBy(desc(booking.startsAt))
        .limit(limit);
    },
  };
}

/** Tells every process listening on `channel` (PostgreSQL NOTIFY), when the writing transaction commits. */
export async function notifyChannel(tx: Executor, channel: string, payload: string) {
  await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
