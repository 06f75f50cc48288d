import { request } from 'node:http';

/**
 * A person's browser behind the load balancer, reduced to what a process sees: one cookie jar,
 * whichever process answers; the Host and Origin of `publicUrl` (the balancer passes the Host on,
 * as React Router's form actions require it to match the Origin), and, from a proxy of
 * TRUST_PROXY, the visitor's own address.
 */
export function visitor(publicUrl: string, address: string) {
  const jar = new Map<string, string>();

  function remember(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /;\s*max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function send(origin: string, method: string, path: string, body?: { json: unknown } | { form: Record<string, string> }): Promise<Response> {
    const headers: Record<string, string> = { host: new URL(publicUrl).host, origin: publicUrl, 'x-forwarded-for': address };
    if (jar.size > 0) headers['cookie'] = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let payload: string | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    }
    const response = await httpRequest(`${origin}${path}`, method, headers, payload);
    remember(response);
    return response;
  }

  return {
    get: (origin: string, path: string) => send(origin, 'GET', path),
    post: (origin: string, path: string, json: unknown) => send(origin, 'POST', path, { json }),
    /** A form posted to a page, as a browser without JavaScript sends it. */
    submit: (origin: string, path: string, form: Record<string, string>) => send(origin, 'POST', path, { form }),
  };
}

export type Visitor = ReturnType<typeof visitor>;

/** node:http rather than fetch, which will not send another Host than the address it connects to. Redirects are not followed. */
function httpRequest(url: string, method: string, headers: Record<string, string>, body: string | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, timeout: 10_000 }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of Array.isArray(value) ? value : [value ?? '']) answer.append(name, one);
        }
        resolve(new Response(Buffer.concat(chunks), { status: incoming.statusCode ?? 0, headers: answer }));
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${url}: no answer within 10 s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
