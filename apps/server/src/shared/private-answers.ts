import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The onSend hook of a route plugin whose every answer is one person's own (their profile, cart,
 * bookings, the back office's lists): no shared cache may keep it, and the browser asks again
 * rather than showing a stale one after a change or a logout.
 */
export async function privateAnswer(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}
