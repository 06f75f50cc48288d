/**
 * One byte range of a file (RFC 9110 §14): what a browser's <audio> asks for to seek, and to learn
 * the length before playing. Only a single range is served; a list of ranges, a unit other than
 * bytes or a malformed header is ignored (the whole file, 200), as the RFC allows, while a range
 * that starts past the end cannot be satisfied (416).
 */
export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable';

export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    // 'bytes=-500': the last 500 bytes.
    const length = Math.min(Number(last), size);
    return length === 0 ? 'unsatisfiable' : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? 'whole' : { start, end };
}
