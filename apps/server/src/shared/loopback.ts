import { isIP } from 'node:net';

/**
 * 127.0.0.0/8, ::1 and IPv4-mapped loopback: a request from this machine. Give it Fastify's
 * request.ip, which honours TRUST_PROXY — a visitor behind a trusted proxy on this machine has
 * their own address, not 127.0.0.1 — never a header.
 */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}
