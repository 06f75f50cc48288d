import type { Database } from '@cicerone/db/client';
import { AppError } from '@cicerone/core/errors';
import { isLocale, type Locale } from '@cicerone/core/locales';
import { emailOfferAt, type ChatAuthor } from '@cicerone/core/chat/support-chat';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { chatQueries, type ChatMessageRow, type ChatOwner } from './chat-queries.ts';
import type { ChatSignals } from './chat-signals.ts';

/** A message as the API and the pages show it. */
export interface ChatMessageView {
  id: number;
  conversationId: string;
  author: ChatAuthor;
  body: string;
  sentAt: string;
}

export function messageView(row: ChatMessageRow): ChatMessageView {
  return { id: row.id, conversationId: row.conversationId, author: row.author, body: row.body, sentAt: row.createdAt.toISOString() };
}

/** What one owner may write: enough for a quick exchange, not a flood (counted in the database, shared by every process). */
const ownerLimit = { limit: 20, windowSeconds: 60 };
/** Per address, whoever writes from it: a script cannot open cookie after cookie. */
const addressLimit = { limit: 60, windowSeconds: 60 };
/** The inbox shows the most recent conversations. */
const inboxSize = 100;

/**
 * The support chat (requirements §screens.chat, decision 0026): one conversation per owner, written by its owner
 * and answered by the team; every message is stored, then signalled to the open streams. The
 * owner's view and the team's are separate doors: an owner only ever names themselves.
 */
export function chatService(db: Database, deps: { signals: ChatSignals; mail: Mailer; limits: RateLimiter }) {
  const queries = chatQueries(db);

  async function own(owner: ChatOwner | null) {
    const conversation = owner ? await queries.conversationOf(owner) : null;
    if (!conversation) throw new AppError('chat_conversation_not_found');
    return conversation;
  }

  return {
    /** The owner's conversation with its latest messages, or null before their first message. */
    async view(owner: ChatOwner) {
      const conversation = await queries.conversationOf(owner);
      if (!conversation) return null;
      const messages = (await queries.history(conversation.id)).map(messageView);
      return { id: conversation.id, contactEmail: conversation.contactEmail, emailOfferAt: emailOfferAt(messages), messages };
    },

    /** The owner writes: their conversation is created with the first message. */
    async post(owner: ChatOwner, body: string, context: { locale: string; currency: string; ip: string; userId: string | null }, now = new Date()): Promise<ChatMessageView> {
      const ownerKey = 'userId' in owner ? owner.userId : owner.visitorKeyHash;
      await deps.limits.hit([
        { key: `chat:${ownerKey}`, ...ownerLimit },
        { key: `chat-address:${context.ip}`, ...addressLimit },
      ]);
      const row = await db.transaction(async (tx) => {
        const inTx = chatQueries(tx);
        const conversationId = await inTx.upsertConversation(owner, context.locale, context.currency, now);
        const message = await inTx.insertMessage({ conversationId, author: 'owner', authorUserId: context.userId, body, createdAt: now });
        await deps.signals.announce(tx, { conversationId, messageId: message.id });
        return message;
      });
      return messageView(row);
    },

    /** With nobody answering, the owner leaves an address: the team's replies are mailed there too. */
    async leaveEmail(owner: ChatOwner | null, email: string): Promise<void> {
      const conversation = await own(owner);
      await queries.setContactEmail(conversation.id, email);
    },

    /** The conversation a stream follows: the owner's own, else 404. */
    async streamOf(owner: ChatOwner | null): Promise<string> {
      return (await own(owner)).id;
    },

    adoptVisitorConversation: (visitorKeyHash: string, userId: string) => queries.adoptVisitorConversation(visitorKeyHash, userId),

    /** A stream's next messages: one conversation's, or all of them for the inbox (conversationId null). */
    async messagesAfter(conversationId: string | null, afterId: number): Promise<ChatMessageView[]> {
      return (await queries.messagesAfter(conversationId, afterId)).map(messageView);
    },

    signals: deps.signals,

    latestMessageId: () => queries.latestMessageId(),

    /** The conversations waiting for an answer, for the dashboard (requirements §back-office.dashboard). */
    queue: () => queries.unansweredQueue(),

    /** The back office's inbox: recent conversations with their unread counts. */
    async inbox() {
      const rows = await queries.inbox(inboxSize);
      return rows.map((row) => ({
        id: row.id,
        owner: ownerView(row),
        contactEmail: row.contactEmail,
        locale: row.locale,
        lastMessage: row.lastMessage,
        lastMessageAt: row.lastMessageAt.toISOString(),
        unread: row.unread,
      }));
    },

    /** One conversation for the team: its messages, its owner and the owner's bookings. */
    async forTeam(conversationId: string) {
      const row = await queries.conversationForTeam(conversationId);
      if (!row) throw new AppError('chat_conversation_not_found');
      const [messages, bookings] = await Promise.all([queries.history(conversationId), row.userId ? queries.bookingsOf(row.userId) : Promise.resolve([])]);
      return {
        id: row.id,
        owner: ownerView(row),
        contactEmail: row.contactEmail,
        locale: row.locale,
        messages: messages.map(messageView),
        bookings: bookings.map((item) => ({ id: item.id, reference: item.reference, status: item.status, startsAt: item.startsAt.toISOString(), tourTitle: item.title ?? '' })),
      };
    },

    /**
     * An admin answers: the reply is stored, the conversation counts as read up to it, and when its
     * owner left an address the reply is mailed there (the outbox, in the same transaction).
     */
    async reply(adminId: string, conversationId: string, body: string, now = new Date()): Promise<ChatMessageView> {
      const row = await db.transaction(async (tx) => {
        const inTx = chatQueries(tx);
        const reader = await inTx.replyAddress(conversationId);
        if (!reader) throw new AppError('chat_conversation_not_found');
        const message = await inTx.insertMessage({ conversationId, author: 'team', authorUserId: adminId, body, createdAt: now });
        await inTx.touch(conversationId, now, message.id);
        if (reader.contactEmail) {
          const locale: Locale = isLocale(reader.locale) ? reader.locale : 'en_US';
          await deps.mail.enqueue(tx, { to: reader.contactEmail, locale, currency: reader.currency, template: 'chat-reply', data: { reply: body } });
        }
        await deps.signals.announce(tx, { conversationId, messageId: message.id });
        return message;
      });
      return messageView(row);
    },

    /** The team read the conversation up to `messageId`. */
    async markRead(conversationId: string, messageId: number): Promise<void> {
      if (!(await queries.markTeamRead(conversationId, messageId))) throw new AppError('chat_conversation_not_found');
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;

/** Who the team is talking to: an account's name and address, or a visitor (with the address they left, if any). */
function ownerView(row: { userId: string | null; firstName: string | null; lastName: string | null; email: string | null }) {
  return row.userId ? { kind: 'user' as const, userId: row.userId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email } : { kind: 'visitor' as const, userId: null, name: null, email: null };
}
