/** Invoices are numbered per year without gaps: '2026-000042' (the sequence comes from the database). */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError('invoice year must have four digits');
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError('invoice sequence must be from 1 to 999999');
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** What invoiceNumber writes (a credit note's number too: it is taken from the same series). */
export const invoiceNumberPattern = /^\d{4}-\d{6}$/;
