/**
 * The confirmed list as CSV (RFC 4180, UTF-8, CRLF) for a mailing tool: address, language and
 * when it was confirmed (the proof of consent). A cell a spreadsheet would read as a formula
 * (starting with = + - @) is prefixed with an apostrophe: an address may start with '+' or '-'.
 */
export function subscribersCsv(rows: readonly { email: string; locale: string; confirmedAt: Date | null }[]): string {
  const lines = [['email', 'language', 'confirmed_at'], ...rows.map((row) => [row.email, row.locale, row.confirmedAt?.toISOString() ?? ''])];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
