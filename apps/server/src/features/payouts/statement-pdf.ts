import type { Translate } from '@cicerone/core/i18n/translate';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { colours, contentWidth, drawFacts, drawHeader, durationLabel, ensureRoom, localDay, page, startDocument } from '../documents/pdf-layout.ts';
import type { StatementLine, StatementRow } from './payout-queries.ts';

/** Table columns: booking, visit day, duration, price, share, earning (x offsets and widths in points). */
const columns = {
  reference: { x: 0, width: 110 },
  day: { x: 115, width: 95 },
  duration: { x: 215, width: 70 },
  price: { x: 290, width: 75 },
  share: { x: 370, width: 45 },
  amount: { x: 420, width: contentWidth - 420 },
};

/**
 * A guide's monthly payout statement (requirements §audiences.guide, §lifecycles.payout): who is paid, for which month, one line per
 * finished mission with the booking's price, the share and the earning, and the total — the sum the
 * statement was built with. Drawn from the statement's fixed earnings, so it reads the same every time.
 */
export async function renderStatement(statement: StatementRow, lines: readonly StatementLine[], locale: Locale, t: Translate): Promise<Buffer> {
  const tag = languageTag(locale);
  const money = (amount: number) => formatMoney(amount, { code: statement.currency, minorUnits: statement.minorUnits }, tag);
  const period = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(statement.year, statement.month - 1, 1));
  const { doc, finish } = await startDocument(`${t('payouts.statement.title')} ${statement.reference}`, locale);
  drawHeader(doc, t('payouts.statement.title'));
  const left = page.margin;

  const facts = [
    [t('payouts.statement.reference'), statement.reference],
    [t('payouts.statement.period'), period],
    [t('payouts.statement.guide'), `${statement.guideName} · ${statement.guideEmail}`],
    [t('payouts.statement.status'), t(`payouts.status.${statement.status}`)],
  ] as const;
  drawFacts(doc, facts);

  const header = [
    [columns.reference, t('payouts.column.cartReference')],
    [columns.day, t('payouts.column.visitDate')],
    [columns.duration, t('payouts.column.duration')],
    [columns.price, t('payouts.column.total')],
    [columns.share, t('payouts.column.share')],
    [columns.amount, t('payouts.column.earnings')],
  ] as const;
  const headerY = doc.y;
  doc.font('bold').fontSize(9).fillColor(colours.muted);
  for (const [column, label] of header) doc.text(label, left + column.x, headerY, { width: column.width, align: column.x >= columns.price.x ? 'right' : undefined });
  doc.y += 6;

  const percent = new Intl.NumberFormat(tag, { style: 'percent' });
  for (const line of lines) {
    ensureRoom(doc, 24);
    const y = doc.y;
    const cells: Array<[{ x: number; width: number }, string]> = [
      [columns.reference, line.orderReference],
      [columns.day, localDay(locale, line.day, 'medium')],
      [columns.duration, durationLabel(t, line.duration)],
      [columns.price, money(line.price)],
      [columns.share, percent.format(line.sharePercent / 100)],
      [columns.amount, money(line.amount)],
    ];
    doc.font('regular').fontSize(10).fillColor(colours.ink);
    let bottom = y;
    for (const [column, value] of cells) {
      doc.text(value, left + column.x, y, { width: column.width, align: column.x >= columns.price.x ? 'right' : undefined });
      bottom = Math.max(bottom, doc.y);
    }
    doc.y = bottom + 6;
  }

  ensureRoom(doc, 40);
  doc.y += 6;
  const y = doc.y;
  doc.font('bold').fontSize(12).fillColor(colours.ink).text(t('payouts.statement.total', { count: statement.missionCount }), left, y, { width: columns.amount.x - 10 });
  doc.text(money(statement.amount), left + columns.amount.x - 40, y, { width: columns.amount.width + 40, align: 'right' });
  return finish();
}
