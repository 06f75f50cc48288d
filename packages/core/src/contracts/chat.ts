import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { chatAuthors, chatMessageMaxLength } from '../chat/support-chat.ts';
import { bookingStatuses } from '../checkout/booking-status.ts';
import { emailField } from './accounts.ts';
import { int4Max, text } from './common.ts';

/**
 * The support chat (requirements §screens.chat, decision 0026): the owner's conversation, its messages and their
 * stream, and the back office's inbox. Messages are plain text, shown as text everywhere.
 */

/** What an owner or an admin writes: 1 to 2,000 characters once trimmed. */
const messageBody = text(chatMessageMaxLength, 'errors.chat.message_too_long').trim().min(1, { error: 'errors.chat.message_required' });
export const chatMessageBody = z.strictObject({ body: messageBody });
export const chatEmailBody = z.strictObject({ email: emailField });

/** Where a stream starts: after this message id (EventSource sends Last-Event-ID itself on reconnect). */
export const chatStreamQuery = z.object({ after: z.coerce.number({ error: 'errors.query.id' }).int({ error: 'errors.query.id' }).min(0, { error: 'errors.query.id' }).max(int4Max, { error: 'errors.query.id' }).default(0) });
export const chatConversationParams = z.object({ id: z.uuid({ error: 'errors.chat_conversation_not_found' }) });
export const chatReadBody = z.strictObject({ messageId: z.number({ error: 'errors.query.id' }).int({ error: 'errors.query.id' }).min(0, { error: 'errors.query.id' }).max(int4Max, { error: 'errors.query.id' }) });

export const chatMessageSchema = z
  .object({ id: z.number().int(), conversationId: z.string(), author: z.enum(chatAuthors), body: z.string(), sentAt: z.string() })
  .register(apiSchemas, { id: 'ChatMessage' });

export const chatConversationSchema = z
  .object({
    conversation: z
      .object({
        id: z.string(),
        /** The address the team's replies are mailed to, once left. */
        contactEmail: z.string().nullable(),
        /** When the panel offers to leave an address (no team reply for a while), null while nothing waits. */
        emailOfferAt: z.string().nullable(),
        messages: z.array(chatMessageSchema),
      })
      .nullable(),
  })
  .register(apiSchemas, { id: 'ChatConversation' });

const chatOwnerSchema = z.object({ kind: z.enum(['user', 'visitor']), userId: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() });

export const chatInboxSchema = z
  .object({
    conversations: z.array(
      z.object({ id: z.string(), owner: chatOwnerSchema, contactEmail: z.string().nullable(), locale: z.string(), lastMessage: z.string().nullable(), lastMessageAt: z.string(), unread: z.number().int() }),
    ),
  })
  .register(apiSchemas, { id: 'ChatInbox' });

export const chatTeamConversationSchema = z
  .object({
    id: z.string(),
    owner: chatOwnerSchema,
    contactEmail: z.string().nullable(),
    locale: z.string(),
    messages: z.array(chatMessageSchema),
    bookings: z.array(z.object({ id: z.string(), reference: z.string(), status: z.enum(bookingStatuses), startsAt: z.string(), tourTitle: z.string() })),
  })
  .register(apiSchemas, { id: 'ChatTeamConversation' });
export type ChatInbox = z.infer<typeof chatInboxSchema>;
export type ChatTeamConversation = z.infer<typeof chatTeamConversationSchema>;
