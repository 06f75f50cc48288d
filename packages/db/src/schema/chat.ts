import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatAuthors, chatMessageMaxLength, type ChatAuthor } from '@cicerone/core/chat/support-chat';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';

/**
 * A support conversation (requirements §screens.chat): one thread per owner — a signed-in account (user_id) or a
 * visitor, known by the random 128-bit id of their httpOnly chat cookie, of which only the SHA-256
 * is kept (visitor_key_hash: a copy of the database opens nobody's conversation). A visitor's
 * thread becomes their account's when they sign in and the account has none yet.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => appUser.id, { onDelete: 'cascade' }),
    visitorKeyHash: text(),
    /** Where the team's replies are mailed once the owner left an address (decision 0026). */
    contactEmail: text(),
    /** The owner's language and currency when they last wrote: the reply mails are written in them. */
    locale: text().notNull(),
    currency: text().notNull(),
    /** The newest owner message the team has read: the inbox's unread count is what came after it. */
    teamReadMessageId: bigint({ mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_conversation_owner_check', sql`${t.userId} IS NOT NULL OR ${t.visitorKeyHash} IS NOT NULL`),
    // The caller's own thread, by account or by visitor cookie (every chat call starts with one of them).
    uniqueIndex('chat_conversation_user_idx').on(t.userId),
    uniqueIndex('chat_conversation_visitor_idx').on(t.visitorKeyHash),
    // The back office's inbox, most recent conversation first.
    index('chat_conversation_recent_idx').on(t.lastMessageAt),
  ],
);

/** One message of a conversation; the identity orders them and is the stream's event id (Last-Event-ID). */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    /** core chat/support-chat.ts */
    author: text().$type<ChatAuthor>().notNull(),
    /** The account that wrote it: the signed-in owner or the admin who replied; null for a visitor. */
    authorUserId: uuid().references(() => appUser.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_message_author_check', oneOf(t.author, chatAuthors)),
    check('chat_message_body_check', sql`char_length(${t.body}) BETWEEN 1 AND ${sql.raw(String(chatMessageMaxLength))}`),
    // A conversation's messages in order, and those after a stream's last event (and the inbox's unread counts).
    index('chat_message_conversation_idx').on(t.conversationId, t.id),
  ],
);
