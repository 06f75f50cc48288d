import type { FastifyRequest } from 'fastify';
import { roles, type Role } from '@cicerone/core/roles';
import { accessTokenCookie } from '@cicerone/core/session-cookies';
import type { Config } from '../../config.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { isLoopback } from '../../shared/loopback.ts';

/**
 * Who reads what in /dev/mailbox. The outbox holds every reset and verification link of the
 * installation, so reading all of it is taking over any account:
 * - everything: an admin of this installation, or — outside production only (npm run dev, tests) —
 *   a request from this machine (the developer's own browser);
 * - their own mail: any other signed-in account, the mail written to its address since it was
 *   created (outbox-queries.ts sentTo; a demo visitor signs up and reads the verification mail
 *   sent to them). Verified or not alike: on the embedded default the only proof of an address is
 *   the verification link read here, by the same account, so "verified" would prove nothing more;
 *   what keeps others' mail from an account is that mail is its own only from its creation on;
 * - nothing: visitors, who are asked to sign in.
 */
export type MailboxReader = { kind: 'everything'; why: 'admin' | 'developer' } | { kind: 'own'; userId: string } | { kind: 'nobody' };

export function mailboxReader(user: { id: string; role: Role } | null, clientIp: string, env: Config['env']): MailboxReader {
  if (user && user.role <= roles.admin) return { kind: 'everything', why: 'admin' };
  if (env !== 'production' && isLoopback(clientIp)) return { kind: 'everything', why: 'developer' };
  if (user) return { kind: 'own', userId: user.id };
  return { kind: 'nobody' };
}

/**
 * The reader of this request. Outside /api the auth plugin does not authenticate, so the session
 * is read here the same way: a bearer token or the access cookie.
 */
export async function readerOf(request: FastifyRequest, env: Config['env']): Promise<MailboxReader> {
  const token = bearerToken(request) ?? request.cookies[accessTokenCookie];
  const user = token ? await request.server.services.sessions.authenticate(token) : null;
  return mailboxReader(user, request.ip, env);
}
