import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@cicerone/core/errors';
import { accessTokenCookie, sessionCookieOptions } from '@cicerone/core/session-cookies';
import { bearerToken, secureCookies } from '../../plugins/auth.ts';
import type { ChatOwner } from './chat-queries.ts';
import type { ChatService } from './chat-service.ts';

/**
 * A visitor's conversation is theirs by a random 128-bit id in an httpOnly cookie (unguessable,
 * unreadable by scripts); the database keeps only its SHA-256, so a copy of the tables opens no
 * conversation. A year, renewed with every message.
 */
export const chatVisitorCookie = 'chat_id';
const chatVisitorCookieSeconds = 365 * 24 * 60 * 60;
const visitorId = /^[A-Za-z0-9_-]{22}$/;

function keyHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Whose conversation this request speaks for: the signed-in account (adopting the browser's visitor
 * conversation, if any, when the account has none), else the visitor cookie's — created when
 * `create` (a first message). null when there is nobody to name. A request that carries a session
 * token the server no longer accepts is answered invalid_token, so the browser refreshes it rather
 * than being shown its visitor conversation as if signed out.
 */
export async function chatOwnerOf(request: FastifyRequest, reply: FastifyReply, deps: { chat: ChatService; publicUrl: string }, create = false): Promise<ChatOwner | null> {
  const cookie = request.cookies[chatVisitorCookie];
  const visitor = cookie && visitorId.test(cookie) ? keyHash(cookie) : null;
  if (request.user) {
    if (visitor) await deps.chat.adoptVisitorConversation(visitor, request.user.id);
    return { userId: request.user.id };
  }
  if (bearerToken(request) ?? request.cookies[accessTokenCookie]) throw new AppError('invalid_token');
  if (visitor) {
    if (create) reply.setCookie(chatVisitorCookie, cookie as string, sessionCookieOptions(secureCookies(request, deps.publicUrl), chatVisitorCookieSeconds));
    return { visitorKeyHash: visitor };
  }
  if (!create) return null;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(chatVisitorCookie, id, sessionCookieOptions(secureCookies(request, deps.publicUrl), chatVisitorCookieSeconds));
  return { visitorKeyHash: keyHash(id) };
}
