import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read over the phone or typed into a bank transfer survives. */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  return Array.from({ length }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('');
}

/** Inserts a row under a fresh reference (`CIC-XXXXXXX`); a taken one (one in a billion) draws again. */
export async function underFreshReference(prefix: string, length: number, insert: (reference: string) => Promise<boolean>): Promise<string> {
  for (;;) {
    const reference = `${prefix}-${randomCode(length)}`;
    if (await insert(reference)) return reference;
  }
}
