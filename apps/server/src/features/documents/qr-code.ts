import { onFirstUse } from '../../shared/on-first-use.ts';

/** The QR encoder loads with the first voucher or gift card drawn, not at start. */
const qrCodes = onFirstUse(async () => (await import('qrcode')).default);

/**
 * Draws `text` as a QR code of `size` points with its top-left corner at (x, y): one vector
 * square per dark module, so it stays sharp at any zoom or print size (no PNG to embed).
 */
export async function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): Promise<void> {
  const QRCode = await qrCodes();
  // Level M survives a crease or a scratched phone screen; a booking reference stays a small code.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.save();
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}
