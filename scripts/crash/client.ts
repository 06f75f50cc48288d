// One simulated person's HTTP conversation with the server: answers are sorted into acknowledged,
// refused (a 4xx the product means, such as a full day), and cut off by the kill (in doubt).
import type { Journal } from '../../apps/server/src/crash/journal.ts';

/** Thrown when the connection broke: the server is gone, the person's journey ends here. */
export class CutOff extends Error {}

export interface Answer {
  status: number;
  location: string | null;
  /** The parsed body of a JSON answer, else null; each journey step reads the fields it asked for. */
  json: unknown;
}

export class Client {
  bearer: string | null = null;
  accessToken: string | null = null;

  readonly origin: string;
  readonly journal: Journal;
  /** The address the server sees (X-Forwarded-For): every person has their own. */
  readonly address: string;

  constructor(origin: string, journal: Journal, address: string) {
    this.origin = origin;
    this.journal = journal;
    this.address = address;
  }

  async api(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.bearer) headers['authorization'] = this.bearer;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.send(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  }

  /** A page's form post, as the browser sends it with the session cookie. */
  async form(path: string, fields: Record<string, string>): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': this.address,
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: `access_token=${this.accessToken ?? ''}`,
    };
    return this.send('POST', path, headers, new URLSearchParams(fields).toString());
  }

  private async send(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.origin}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
      text = await response.text();
    } catch (error) {
      this.journal.inDoubt += 1;
      throw new CutOff(`${method} ${path}: ${(error as Error).message}`);
    }
    if (response.status >= 500) this.journal.serverErrors.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
    let json: unknown = null;
    if ((response.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(text);
    return { status: response.status, location: response.headers.get('location'), json };
  }

  /** Keeps the session a sign-up or login answered. */
  signIn(tokens: { access_token: string }) {
    this.accessToken = tokens.access_token;
    this.bearer = `Bearer ${tokens.access_token}`;
  }
}
