// The soak's HTTP client: one request on a kept-alive connection, its answer read whole (the journeys
// need bodies, cookies and redirects), no redirect followed and no Accept-Encoding sent, like
// bench/support/load.ts: the measure is the server's work, not gzip's.
import { Agent, request } from 'node:http';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An answer that took longer is a failure of the soak, not a slow request: no page may take 30 s. */
const timeoutMs = 30_000;

export function httpClient(origin: string) {
  const url = new URL(origin);
  // Open loop: as many sockets as requests in flight, kept alive between requests.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 256 });
  return {
    call({ method, path, headers = {}, body }: Call): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const outgoing = request({ agent, host: url.hostname, port: url.port, path, method, headers, timeout: timeoutMs }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
          response.on('error', reject);
        });
        outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** `name=value` of the Set-Cookie headers of an answer, for the Cookie header of the next request. */
export function cookiesOf(answer: Answer): string {
  const setCookie = answer.headers['set-cookie'] ?? [];
  return (Array.isArray(setCookie) ? setCookie : [setCookie]).map((cookie) => cookie.split(';')[0]).join('; ');
}
