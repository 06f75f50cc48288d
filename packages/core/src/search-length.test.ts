import { describe, expect, it } from 'vitest';
import { isSearchable, searchMinLength } from './search-length.ts';

describe('isSearchable: the minimum length depends on the script', () => {
  it.each(['パリ', '東京', '京都', '京', '津', '서울', 'ソウル', 'zür', 'Zürich', 'мос', 'Louvre', '  kyo  ', 'food'])('%j is a search', (text) => {
    expect(isSearchable(text)).toBe(true);
  });

  it.each(['', ' ', 'zu', 'pa', 'мо', '  a  ', 'é'])('%j is not', (text) => {
    expect(isSearchable(text)).toBe(false);
  });

  it('counts characters, not UTF-16 units, and says how many each script needs', () => {
    expect(searchMinLength('paris')).toBe(3);
    expect(searchMinLength('東京')).toBe(1);
    // Mixed text holding a CJK character is a whole name already.
    expect(isSearchable('a京')).toBe(true);
    // Two emoji are four UTF-16 units but two characters.
    expect(isSearchable('🗼🗼')).toBe(false);
  });
});
