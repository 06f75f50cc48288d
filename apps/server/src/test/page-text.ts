// What a reader of a server-rendered page sees, read from its HTML without a browser: the text
// (title and body, scripts and styles left out) and the attributes read aloud or shown in empty
// fields. Enough for tests that judge words and numbers; layout is the browser tests' business.

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/giu, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

/** The page's visible text, one string: <title> and <body> without scripts, styles and tags. */
export function visibleText(html: string): string {
  const title = /<title>([^<]*)<\/title>/u.exec(html)?.[1] ?? '';
  const body = /<body[^>]*>([\s\S]*)<\/body>/u.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/giu, ' ')
    .replace(/<[^>]+>/gu, ' ');
  return decode(`${title} ${text}`).replace(/\s+/gu, ' ');
}

/** The values of one attribute on the page (placeholder, aria-label…), decoded, in document order. */
export function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`\\s${attribute}="([^"]*)"`, 'gu');
  return [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

/** Each form control's placeholder, by its id (or name). */
export function placeholders(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<(input|textarea)\b[^>]*>/giu)) {
    const placeholder = / placeholder="([^"]*)"/u.exec(tag)?.[1];
    const name = / id="([^"]*)"/u.exec(tag)?.[1] ?? / name="([^"]*)"/u.exec(tag)?.[1];
    if (placeholder !== undefined && name !== undefined) found.set(name, decode(placeholder));
  }
  return found;
}
