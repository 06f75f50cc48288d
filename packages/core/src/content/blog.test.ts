import { describe, expect, it } from 'vitest';
import { readingMinutes } from './blog.ts';
import { faqMatches } from './faq-search.ts';

describe('readingMinutes', () => {
  it('counts 230 words a minute, at least one', () => {
    expect(readingMinutes(['word '.repeat(10)], 'en_US')).toBe(1);
    expect(readingMinutes(['word '.repeat(700)], 'fr_FR')).toBe(3);
  });

  it('counts Japanese by characters, 500 a minute', () => {
    expect(readingMinutes(['あ'.repeat(1500)], 'ja_JP')).toBe(3);
  });
});

describe('faqMatches', () => {
  it('ignores case and accents and wants every word', () => {
    expect(faqMatches('REMBOURSÉ', 'Suis-je remboursé ?', '')).toBe(true);
    expect(faqMatches('rembourse', 'Suis-je remboursé ?', '')).toBe(true);
    expect(faqMatches('cancel refund', 'Can I cancel?', 'You get a full refund.')).toBe(true);
    expect(faqMatches('cancel voucher', 'Can I cancel?', 'You get a full refund.')).toBe(false);
  });

  it('finds Japanese text and full-width letters, and an empty query keeps everything', () => {
    expect(faqMatches('キャンセル', 'ツアーをキャンセルできますか？', '')).toBe(true);
    expect(faqMatches('ＰＤＦ', 'Voucher', 'a pdf file')).toBe(true);
    expect(faqMatches('  ', 'anything', '')).toBe(true);
  });
});
