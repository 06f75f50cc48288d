import { company } from '@cicerone/core/company';
import type { Translate } from '@cicerone/core/i18n/translate';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { onFirstUse } from '../../shared/on-first-use.ts';

/** pdfkit and the fonts' parser load with the first document (an invoice, a voucher, a statement, a gift card), not at start. */
const pdfKit = onFirstUse(async () => {
  const [{ default: PDFDocument }, { documentFonts }] = await Promise.all([import('pdfkit'), import('./fonts.ts')]);
  return { PDFDocument, documentFonts };
});

/** The site's colours (STYLE.md): ink for text, muted for labels, the brand teal for the name. */
export const colours = { ink: '#14181f', muted: '#4d5866', brand: '#0b6e66', rule: '#dde2e8', panel: '#f6f7f9' } as const;

/** A4 with 50 pt margins: what travellers print in Europe and Japan alike. */
export const page = { width: 595.28, height: 841.89, margin: 50 } as const;
export const contentWidth = page.width - 2 * page.margin;

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  /** Puts the company footer on every page, ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/** Room kept at the foot of every page for the company footer. */
const footerHeight = 50;

/** A new A4 document in the one font family, its metadata in the document's language. */
export async function startDocument(title: string, locale: Locale): Promise<PdfDocument> {
  const { PDFDocument, documentFonts } = await pdfKit();
  // pdfkit takes parsed fonts (fonts.ts) where its types say paths or bytes. Never its built-in
  // Helvetica, which has no Cyrillic or Japanese and would be read from disk for nothing.
  const fonts = documentFonts() as unknown as { regular: string & Buffer; bold: string & Buffer };
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    font: fonts.regular,
    lang: languageTag(locale),
    displayTitle: true,
    // Kept until the end, so the footer goes on every page once the page count is known.
    bufferPages: true,
    info: { Title: title, Author: company.name, Creator: company.name },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish() {
      const { start, count } = doc.bufferedPageRange();
      for (let index = start; index < start + count; index += 1) {
        doc.switchToPage(index);
        drawCompanyFooter(doc, locale);
      }
      doc.end();
      return ended;
    },
  };
}

/** The brand name on the left, the document's kind on the right, a rule under both. */
export function drawHeader(doc: PDFKit.PDFDocument, kind: string): void {
  const top = page.margin;
  doc.font('bold').fontSize(22).fillColor(colours.brand).text('Cicerone', page.margin, top, { lineBreak: false });
  doc.font('bold').fontSize(22).fillColor(colours.ink).text(kind, page.margin, top, { width: contentWidth, align: 'right' });
  const ruleY = top + 34;
  doc.moveTo(page.margin, ruleY).lineTo(page.width - page.margin, ruleY).lineWidth(1).strokeColor(colours.rule).stroke();
  doc.x = page.margin;
  doc.y = ruleY + 18;
}

/** A small muted label over its value, at (x, current y) within `width`; moves y below it. */
export function drawField(doc: PDFKit.PDFDocument, label: string, value: string, x: number, width: number): void {
  doc.font('regular').fontSize(9).fillColor(colours.muted).text(label, x, doc.y, { width });
  doc.font('regular').fontSize(11).fillColor(colours.ink).text(value, x, doc.y + 1, { width });
  doc.y += 8;
}

/** Label–value lines (a number, a date, a reference) at the top of a document: muted labels, bold values. */
export function drawFacts(doc: PDFKit.PDFDocument, facts: ReadonlyArray<readonly [string, string]>): void {
  const left = page.margin;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor(colours.muted).text(label, left, y, { width: 150 });
    doc.font('bold').fontSize(10).fillColor(colours.ink).text(value, left + 150, y, { width: contentWidth - 150 });
  }
  doc.y += 18;
}

/** Starts a new page when fewer than `height` points are left above the footer. */
export function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height <= page.height - page.margin - footerHeight) return;
  doc.addPage();
  doc.x = page.margin;
  doc.y = page.margin;
}

/** The company's contact and legal lines at the foot of the page (company.ts is the one source). */
function drawCompanyFooter(doc: PDFKit.PDFDocument, locale: Locale): void {
  const lines = [
    `${company.name} · ${company.street} · ${company.postalCode} ${company.city} · ${countryName(locale, company.countryIso2)}`,
    `${company.phone} · ${company.email} · ${company.registration} · ${company.vatNumber}`,
  ];
  const top = page.height - page.margin - 26;
  doc.moveTo(page.margin, top - 8).lineTo(page.width - page.margin, top - 8).lineWidth(0.5).strokeColor(colours.rule).stroke();
  doc.font('regular').fontSize(8).fillColor(colours.muted);
  // Inside the bottom margin: lifted for the footer so pdfkit does not start a page for it.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  lines.forEach((line, index) => doc.text(line, page.margin, top + index * 12, { width: contentWidth, align: 'center', lineBreak: false }));
  doc.page.margins.bottom = bottomMargin;
}

/** An ISO 3166 alpha-2 code as the language names the country. */
export function countryName(locale: Locale, iso2: string): string {
  return new Intl.DisplayNames(languageTag(locale), { type: 'region' }).of(iso2) ?? iso2;
}

/** The translator's keys for a duration ('4h', '8h', 'bike_4h'), shared with the tour pages. */
export const durationLabel = (t: Translate, duration: string) => t(`tour.duration.${duration}`);

/** 'fr_FR' or 'fr' → 'French' / 'français' / 'フランス語', from Intl: no catalog of language names. */
export function languageName(locale: Locale, code: string): string {
  const base = code.split(/[_-]/)[0] ?? code;
  try {
    return new Intl.DisplayNames([languageTag(locale)], { type: 'language' }).of(base) ?? code;
  } catch {
    return code;
  }
}

/**
 * A city-local day ('YYYY-MM-DD') as the language writes it. It is the city's calendar already:
 * formatted as UTC so no server zone shifts it. (A start time names its city: core/i18n/instants.ts.)
 */
export function localDay(locale: Locale, day: string, dateStyle: 'full' | 'medium' = 'full'): string {
  return new Intl.DateTimeFormat(languageTag(locale), { dateStyle, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
