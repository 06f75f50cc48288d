import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { Config } from '../../config.ts';
import { readerOf, type MailboxReader } from './mailbox-access.ts';
import { outboxQueries, type OutboxRow, type Recipient } from './outbox-queries.ts';

/**
 * Whether /dev/mailbox exists. Always outside production. In production only on the embedded
 * default — no SMTP_URL and no DATABASE_URL, i.e. `npm start` on one machine — where the outbox is
 * the only place mail can be read. Once mail leaves by SMTP, or the database is a shared
 * PostgreSQL (a real deployment), the outbox holds people's reset links: it is never served.
 */
export function devMailboxEnabled(config: Pick<Config, 'env' | 'smtpUrl' | 'databaseUrl'>): boolean {
  if (config.env !== 'production') return true;
  return !config.smtpUrl && !config.databaseUrl;
}

/** The list shows the newest mails only: a development outbox, not an archive. */
const listLimit = 200;

/** A stored mail is shown as its own page: its inline styles and links work, nothing of it runs or submits. */
const mailPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";
const listPolicy = "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";

const mailParam = z.object({ mail: z.string().regex(/^\d{1,18}(\.txt)?$/) });
const attachmentParams = z.object({ mail: z.coerce.number().int().positive(), index: z.coerce.number().int().min(0).max(99) });

/**
 * GET /dev/mailbox (the outbox, newest first), /dev/mailbox/:id (the HTML mail) and
 * /dev/mailbox/:id.txt — each only as far as mailbox-access.ts lets this reader see.
 */
export const devMailboxPlugin: FastifyPluginAsyncZod<{ db: Database; env: Config['env'] }> = async (app, options) => {
  const outbox = outboxQueries(options.db);
  /** The mail a reader may open (undefined for nobody); everything for `everything`. */
  const scopeOf = (reader: MailboxReader): Recipient | undefined | 'none' =>
    reader.kind === 'everything' ? undefined : reader.kind === 'own' ? { userId: reader.userId } : 'none';
  const notFound = (request: { method: string; url: string }) =>
    new AppError('route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '' });
  /**
   * A mail as this reader sees it. Its own recipient reads what was sent: a sealed template's secret
   * (a gift card's code) opened, its printable card downloadable, so the mailbox is the inbox it
   * stands for. Anyone else who may read it (an admin, the developer) reads the outbox's copy, the
   * secret masked and without the attachments that carry it (decision 0016: the code is shown only
   * to whom it belongs).
   */
  async function shown(reader: MailboxReader, row: OutboxRow): Promise<ShownMail> {
    const { mail } = app.services;
    if (!mail.isSealed(row)) return { row, html: row.html, text: row.text, attachments: true };
    if (reader.kind !== 'own') return { row, html: row.html, text: row.text, attachments: false };
    // A card gone since (a failed send says so in the list) is read as stored, masked.
    const content = await mail.contentOf(row).catch(() => undefined);
    return content ? { row, html: content.html, text: content.text, attachments: true } : { row, html: row.html, text: row.text, attachments: false };
  }
  /** A mail this reader may open, else the same 404 as a mail that does not exist (ids reveal nothing). */
  async function readableMail(request: Parameters<typeof readerOf>[0], id: number): Promise<ShownMail> {
    const reader = await readerOf(request, options.env);
    const scope = scopeOf(reader);
    const row = scope === 'none' ? undefined : await outbox.byId(id, scope);
    if (!row) throw notFound(request);
    return shown(reader, row);
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('referrer-policy', 'no-referrer');
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const reader = await readerOf(request, options.env);
    const scope = scopeOf(reader);
    const rows = scope === 'none' ? [] : await Promise.all((await outbox.newest(listLimit, scope)).map((row) => shown(reader, row)));
    // A visitor is told to sign in (401), never shown a mail.
    return reply
      .status(reader.kind === 'nobody' ? 401 : 200)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', listPolicy)
      .send(mailboxPage(reader, rows));
  });

  app.get('/dev/mailbox/:mail', { schema: { hide: true, params: mailParam } }, async (request, reply) => {
    const asText = request.params.mail.endsWith('.txt');
    const mail = await readableMail(request, Number.parseInt(request.params.mail, 10));
    if (asText) return reply.type('text/plain; charset=utf-8').send(mail.text);
    return reply.type('text/html; charset=utf-8').header('content-security-policy', mailPolicy).send(mail.html);
  });

  // An attachment as the mail would carry it if sent now: rendered on demand, like the sender does.
  app.get('/dev/mailbox/:mail/attachments/:index', { schema: { hide: true, params: attachmentParams } }, async (request, reply) => {
    const mail = await readableMail(request, request.params.mail);
    const file = mail.attachments ? (await app.services.mail.attachmentsOf(mail.row))[request.params.index] : undefined;
    if (!file) throw notFound(request);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.content);
  });
};

/** A stored mail as one reader may see it (dev-mailbox's shown). */
interface ShownMail {
  row: OutboxRow;
  html: string;
  text: string;
  /** Whether its attachments are this reader's to download. */
  attachments: boolean;
}

/** Who sees what, said on the page itself: the mailbox is never a public page. */
function whoSees(reader: MailboxReader): string {
  switch (reader.kind) {
    case 'everything':
      return reader.why === 'admin'
        ? '<p class="scope">You are an admin of this installation: you see <strong>every</strong> mail of the outbox, reset links included (a gift card’s code only as its recipient does not: masked). Other accounts see only the mail sent to them.</p>'
        : '<p class="scope">A development start, opened from this machine: you see <strong>every</strong> mail of the outbox. In production only the installation’s admins do.</p>';
    case 'own':
      return '<p class="scope">You see only the mail sent to <strong>your</strong> account, since it was created: mail written to its address before belongs to whoever had it then. The installation’s admins see every mail.</p>';
    case 'nobody':
      return '<p class="scope">This mailbox is not public: it holds people’s password reset and verification links. <a href="/en_US/EUR/login?next=%2Fdev%2Fmailbox">Sign in</a> to read the mail sent to you; the installation’s admins see every mail.</p>';
  }
}

function mailboxPage(reader: MailboxReader, rows: ShownMail[]): string {
  const empty = reader.kind === 'nobody' ? '' : `<p>${reader.kind === 'own' ? 'No mail was sent to your address yet.' : 'The outbox is empty.'}</p>`;
  const body = rows.length === 0 ? empty : `<table>
<caption>${rows.length} ${rows.length === 1 ? 'mail' : 'mails'}, newest first</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th><th scope="col">Status</th><th scope="col">Links in the mail</th></tr></thead>
<tbody>
${rows.map(mailRow).join('\n')}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox · Cicerone</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #14181f; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #dde2e8; padding: .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
caption { text-align: left; padding: .5rem 0; color: #4d5866; }
a { color: #0b6e66; }
a:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
.failed { color: #b42318; font-weight: 600; }
.scope { padding: .5rem .75rem; border-left: 4px solid #0b6e66; background: #eef6f5; }
@media (prefers-color-scheme: dark) {
  body { background: #111418; color: #e6e9ee; }
  th, td { border-color: #2d343d; }
  caption { color: #aab4c0; }
  a { color: #5fd1c5; }
  .failed { color: #ff8a80; }
  .scope { background: #16302d; }
}
ul { margin: 0; padding-left: 1rem; }
td.links { word-break: break-all; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>The e-mails the site wrote to its outbox, whatever their delivery status. Without <code>SMTP_URL</code> this is the only place mail arrives.</p>
${whoSees(reader)}
${body}
</main>
</body>
</html>`;
}

function mailRow({ row, html, attachments }: ShownMail): string {
  const links = linksIn(html);
  const status = row.status === 'pending' && row.attempts > 0 ? `pending (attempt ${row.attempts} failed)` : row.status;
  return `<tr>
<td><time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</time></td>
<td>${escapeHtml(row.toAddress)}</td>
<td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a> <small>(<a href="/dev/mailbox/${row.id}.txt" aria-label="Text version of mail ${row.id}">text</a>)</small>${attachments ? attachmentLinks(row) : ''}</td>
<td>${escapeHtml(row.template)} <small>${escapeHtml(row.locale)}</small></td>
<td${row.status === 'failed' ? ' class="failed"' : ''}>${escapeHtml(status)}${row.lastError ? `<br><small>${escapeHtml(row.lastError)}</small>` : ''}</td>
<td class="links">${links.length ? `<ul>${links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join('')}</ul>` : ''}</td>
</tr>`;
}

/** The mail's attachments by kind, each a download rendered on demand (names are known only once rendered). */
function attachmentLinks(row: OutboxRow): string {
  if (row.attachments.length === 0) return '';
  const links = row.attachments.map((attachment, index) => `<li><a href="/dev/mailbox/${row.id}/attachments/${index}">${escapeHtml(attachment.kind)} (PDF)</a></li>`);
  return `<br><small>Attachments:</small><ul>${links.join('')}</ul>`;
}

/** The distinct http(s) links of a mail, so a developer (or a browser test) follows them from the list. */
function linksIn(html: string): string[] {
  const hrefs = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((match) => unescapeAttribute(match[1] ?? ''));
  return [...new Set(hrefs)];
}

function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
