import fc from 'fast-check';
import { drawn } from './fuzz-settings.ts';
import { malformedValues, missing, validValue, type JsonSchema, type KnownGood } from './malformed-values.ts';
import type { FuzzCase, FuzzRequest } from './fuzz-run.ts';

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** One operation of the document, named as the access table names it ('GET /api/tour/:id'). */
export interface ApiOperation {
  name: string;
  method: string;
  /** The path with `{param}` placeholders, as the document writes it. */
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema: JsonSchema };
}

export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const [type, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        name: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: type && content ? { type, schema: content.schema } : undefined,
      };
    }),
  );
}

/** Path segments that must be refused cleanly wherever a parameter goes: quotes, spaces, NUL, bad escapes, ids past int4 and 2^53. */
const badSegments: Array<[string, string]> = [
  ['quotes', `'%22`],
  ['raw quotes and space', `a'b" c`],
  ['space', 'a%20b'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['bad percent escape', '%ZZ'],
  ['invalid UTF-8', '%FF%FE'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
  ['2^31', '2147483648'],
  ['2^53', '9007199254740993'],
  ['negative', '-1'],
  ['exponent', '1e3'],
  ['overlong (10k)', 'x'.repeat(10_000)],
  ['emoji', '%F0%9F%98%80'],
];

const badJson: Array<[string, string]> = [
  ['truncated', '{"a":'],
  ['lone brace', '{'],
  ['not JSON', 'hello'],
  ['NUL byte', '\u0000'],
  ['trailing comma', '{"a":1,}'],
  ['deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ['string', '"text"'],
  ['array', '[]'],
  ['number', '1e999'],
  ['empty', ''],
];

const badContentTypes: Array<[string, string, string]> = [
  ['text/plain', 'text/plain', 'x'],
  ['form', 'application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
  ['broken multipart', 'multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n'],
  ['xml', 'application/xml', '<a/>'],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{}'],
  ['garbage content type', ';;;=\u0001', '{}'],
];

const badHeaders: Array<[string, Record<string, string>]> = [
  ['garbage bearer', { authorization: 'Bearer abc.def.ghi' }],
  ['overlong bearer', { authorization: `Bearer ${'a'.repeat(20_000)}` }],
  ['other scheme', { authorization: 'Basic Zm9vOmJhcg==' }],
  ['garbage cookies', { cookie: 'access_token=%00; refresh_token=%FF; lang=\u00ff' }],
  ['garbage accept-language', { 'accept-language': `${'x'.repeat(5_000)};q=abc, *;q=-1` }],
];

/** encodeURIComponent, except that an unpaired surrogate is written as the (invalid) UTF-8 bytes a careless client would send. */
function encoded(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (part) => {
    if (part.length !== 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
    const unit = part.charCodeAt(0);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });
}

function queryPart(name: string, value: unknown): string {
  if (value === missing) return '';
  if (value === null) return encoded(name);
  if (Array.isArray(value)) return value.map((item) => queryPart(name, item)).join('&') || `${encoded(name)}[]=`;
  if (typeof value === 'object') return `${encoded(name)}[a][b]=${encoded(JSON.stringify(value))}`;
  return `${encoded(name)}=${encoded(String(value))}`;
}

/** Puts `value` at `path` inside a copy of `body` (or removes the field for `missing`). */
function withField(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && value === missing) delete copy[head];
  else copy[head] = withField(copy[head], rest, value);
  return copy;
}

/** Every field of a body schema, nested ones included ('items.0.contact.name'), with whether it is required. */
function fieldsOf(schema: JsonSchema, path: Array<string | number> = []): Array<{ path: Array<string | number>; schema: JsonSchema; required: boolean }> {
  const object = (schema.oneOf ?? schema.anyOf ?? [schema])[0] ?? schema;
  if (path.length > 4) return [];
  if (object.type === 'array' && object.items) return fieldsOf(object.items, [...path, 0]);
  if (object.type !== 'object') return [];
  return Object.entries(object.properties ?? {}).flatMap(([key, property]) => [
    { path: [...path, key], schema: property, required: object.required?.includes(key) ?? false },
    ...fieldsOf(property, [...path, key]),
  ]);
}

/**
 * The malformed requests of one operation: each parameter and each body field broken in every way
 * malformedValues knows with the rest left valid, every path parameter replaced by bad segments, the
 * body sent as bad JSON and under wrong content types, with an unknown field, and bad headers; then
 * seeded random requests up to at least `minimum`.
 */
export function apiCases(operation: ApiOperation, known: KnownGood, pathValues: Record<string, string>, minimum = 50): FuzzCase[] {
  const params = (where: Parameter['in']) => operation.parameters.filter((parameter) => parameter.in === where);
  const validQuery = Object.fromEntries(params('query').filter((p) => p.required || p.name in known).map((p) => [p.name, validValue(p.schema, p.name, known)]));
  const validBody = operation.body ? validValue(operation.body.schema, 'body', known) : undefined;

  const build = (options: { path?: Record<string, string>; query?: Record<string, unknown>; rawQuery?: string; body?: unknown; rawBody?: string; type?: string; headers?: Record<string, string> }): FuzzRequest => {
    const segments = { ...pathValues, ...options.path };
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? 'x');
    const query = options.rawQuery ?? Object.entries({ ...validQuery, ...options.query }).map(([name, value]) => queryPart(name, value)).filter(Boolean).join('&');
    const payload = options.rawBody ?? (options.body === undefined ? (validBody === undefined ? undefined : JSON.stringify(validBody)) : JSON.stringify(options.body));
    const headers: Record<string, string> = { ...options.headers };
    if (payload !== undefined && !('content-type' in headers)) headers['content-type'] = options.type ?? operation.body?.type ?? 'application/json';
    return { method: operation.method, url: query ? `${path}?${query}` : path, headers, payload };
  };
  const cases: FuzzCase[] = [];
  const add = (kind: string, target: string, request: FuzzRequest) => cases.push({ operation: operation.name, kind, target, request });

  for (const parameter of params('path')) {
    for (const [kind, segment] of badSegments) add(kind, `path ${parameter.name}`, build({ path: { [parameter.name]: segment } }));
  }
  for (const parameter of params('query')) {
    for (const { kind, value } of malformedValues(parameter.schema, `${operation.name} ?${parameter.name}`, parameter.required ?? false)) {
      add(kind, `query ${parameter.name}`, build({ query: { [parameter.name]: value } }));
    }
  }
  if (operation.body) {
    for (const field of fieldsOf(operation.body.schema)) {
      const target = field.path.join('.');
      for (const { kind, value } of malformedValues(field.schema, `${operation.name} ${target}`, field.required)) {
        add(kind, `body ${target}`, build({ body: withField(validBody, field.path, value) }));
      }
    }
    add('unknown field', 'body', build({ body: { ...(validBody as object), unexpectedField: 'x' } }));
    add('prototype keys', 'body', build({ rawBody: JSON.stringify(validBody).replace(/^\{/, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},') }));
    add('whole body wrong', 'body', build({ body: [validBody] }));
  }
  if (operation.method !== 'GET') {
    for (const [kind, raw] of badJson) add(`invalid JSON: ${kind}`, 'body', build({ rawBody: raw, type: 'application/json' }));
    for (const [kind, type, raw] of badContentTypes) add(`content type: ${kind}`, 'body', build({ rawBody: raw, type }));
    add('oversized body (2 MB)', 'body', build({ rawBody: JSON.stringify({ a: 'x'.repeat(2_000_000) }), type: 'application/json' }));
  } else {
    add('body on a GET', 'body', build({ rawBody: '{', type: 'application/json' }));
  }
  add('unknown query parameter', 'query', build({ query: { unexpected: '\u0000' } }));
  add('bad percent escape', 'query', build({ rawQuery: 'a=%ZZ&%00=%FF' }));
  add('overlong query (50k)', 'query', build({ rawQuery: `q=${'x'.repeat(50_000)}` }));
  for (const [kind, headers] of badHeaders) add(kind, 'headers', build({ headers }));

  // Random requests drawn from the seed: random query strings and JSON bodies.
  const random = fc.record({
    query: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.integer().map(String))),
    body: fc.jsonValue({ maxDepth: 3 }),
  });
  const wanted = Math.max(8, minimum - cases.length);
  for (const { query, body } of drawn(random, `random ${operation.name}`, wanted)) {
    add('random', 'query and body', build({ query, ...(operation.method === 'GET' ? {} : { body }) }));
  }
  return cases;
}
