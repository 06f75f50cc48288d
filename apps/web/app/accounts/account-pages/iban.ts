/** 'DE89370400440532013000' → 'DE89 3704 0044 0532 0130 00': read and compared in groups of four (stored without spaces). */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
