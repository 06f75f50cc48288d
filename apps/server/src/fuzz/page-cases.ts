import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { drawn } from './fuzz-settings.ts';
import type { FuzzCase, FuzzRequest } from './fuzz-run.ts';

/** A page route of the build, its pattern written out from the root ('/:lang/:currency/checkout'), and whether it has an action. */
export interface PageRoute {
  pattern: string;
  hasAction: boolean;
}

/** Every page route of the server build, with its full pattern (parents' paths joined), layouts left out. */
export function pageRoutesOf(build: ServerBuild): PageRoute[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const patternOf = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return '';
    const own = route.path ? `/${route.path}` : '';
    return `${patternOf(route.parentId)}${own}`;
  };
  return routes
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => ({ pattern: patternOf(route.id) || '/', hasAction: typeof route.module.action === 'function' }));
}

/** The names and values of a rendered page's form fields (inputs, text areas, selects, named buttons). */
export function formFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<(?:input|textarea|select|button)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (!name || name in fields) continue;
    fields[name] = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? (/email/i.test(name) ? 'fuzz@example.com' : 'x');
  }
  return fields;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Raw bodies no form sends: other content types, broken multipart (the checkout's card form), bad encodings. */
const badBodies: Array<[string, string | undefined, string | Buffer]> = [
  ['text/plain', 'text/plain', 'x'],
  ['JSON', 'application/json', '{"email":"a@b.c"}'],
  ['invalid JSON', 'application/json', '{"email":'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'],
  ['broken multipart', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
  ['multipart with NUL', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nb\u0000\r\n--zz--\r\n'],
  ['xml', 'application/xml', '<a/>'],
  ['no content type', undefined, 'a=1'],
  ['garbage content type', ';;;=\u0001', 'a=1'],
  ['bad percent escape', 'application/x-www-form-urlencoded', 'a=%ZZ&%00=%FF'],
  ['invalid UTF-8', 'application/x-www-form-urlencoded; charset=utf-8', Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xc0, 0x80])],
  ['form in UTF-16', 'application/x-www-form-urlencoded; charset=utf-16', 'a=1'],
  ['large form (256 KB)', 'application/x-www-form-urlencoded', `a=${'x'.repeat(256_000)}`],
];

/**
 * The malformed form posts of one page: each field of its rendered form set to NUL, an unpaired
 * surrogate, 100k characters, given twice or left out; an unknown field; bodies of other content
 * types and broken multipart, to the page and to its single-fetch `.data` twin; PUT, PATCH and
 * DELETE; then seeded random forms up to at least `minimum`.
 */
export function pageCases(name: string, path: string, fields: Record<string, string>, minimum = 50): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (kind: string, target: string, request: Omit<FuzzRequest, 'method'> & { method?: string }) =>
    cases.push({ operation: name, kind, target, request: { method: 'POST', ...request } });
  const post = (body: string, url = path) => ({ url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });

  for (const field of Object.keys(fields)) {
    const others = (value: string) => form({ ...fields, [field]: value });
    add('NUL', `field ${field}`, post(others('a\u0000b')));
    add('lone surrogate', `field ${field}`, post(others('a\uD800b').replace(/%EF%BF%BD/g, '%ED%A0%80')));
    add('overlong (100k)', `field ${field}`, post(others('x'.repeat(100_000))));
    add('given twice', `field ${field}`, post(`${form(fields)}&${encodeURIComponent(field)}=again`));
    add('missing', `field ${field}`, post(form(Object.fromEntries(Object.entries(fields).filter(([key]) => key !== field)))));
  }
  add('unknown field', 'form', post(`${form(fields)}&unexpected=%00`));
  add('empty form', 'form', post(''));
  for (const url of [path, `${path}.data`]) {
    const target = url === path ? 'body' : 'body (.data)';
    for (const [kind, type, payload] of badBodies) add(`content type: ${kind}`, target, { url, headers: type ? { 'content-type': type } : {}, payload });
    add('valid form', target, post(form(fields), url));
  }
  for (const method of ['PUT', 'PATCH', 'DELETE']) add(`method ${method}`, 'method', { ...post(form(fields)), method });
  add('no origin (cross-site)', 'headers', { ...post(form(fields)), headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' } });

  const names = Object.keys(fields).length > 0 ? Object.keys(fields) : ['intent'];
  const random = fc.dictionary(fc.constantFrom(...names, 'other'), fc.string({ unit: 'binary', maxLength: 30 }));
  for (const values of drawn(random, `random ${name}`, Math.max(8, minimum - cases.length))) add('random', 'form', post(form({ ...fields, ...values })));
  return cases;
}
