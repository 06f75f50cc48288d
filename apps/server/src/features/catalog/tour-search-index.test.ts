import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchDocument } from './tour-search-index.ts';

const blank = { title: '', places: '', category: '', highlights: '', guideLanguages: '', englishTitle: '' };
const doc = (id: number, fields: Partial<SearchDocument>): SearchDocument => ({ ...blank, ...fields, id });

describe('the tour search index', () => {
  const documents = [
    doc(1, { title: 'Paris in one day', highlights: 'A stop at the Louvre | Crêpes by the Seine', places: 'paris | france' }),
    doc(2, { title: 'Masterpieces of the Louvre', places: 'paris | france', category: 'Museum museum' }),
    doc(3, { title: 'Louvres and lavoirs of Provence', places: 'avignon | france' }),
    doc(4, { title: '東京の寿司めぐり', places: '東京 | tokyo | 日本', category: 'フードツアー food-tour', guideLanguages: '日本語 | 英語' }),
    doc(5, { title: '京都の寺', places: '京都 | kyoto | 日本' }),
  ];

  it('ranks a title before a place, a place before a highlight, a whole word before its start', async () => {
    const index = await buildSearchIndex(documents);
    // 2: the title's whole word; 3: the title's start of a word (louvres); 1: a highlight.
    expect([...index.search('louvre').ids]).toEqual([2, 3, 1]);
    expect([...index.search('paris').ids]).toEqual([1, 2]);
    const scores = index.search('paris').scores;
    expect(scores[0]).toBeGreaterThan(scores[1] as number);
  });

  it('needs every word, ignores accents, case and punctuation, and finds nothing for nothing', async () => {
    const index = await buildSearchIndex(documents);
    expect([...index.search('LOUVRE, paris').ids]).toEqual([2, 1]);
    expect([...index.search('crepes').ids]).toEqual([1]);
    expect([...index.search('CRÊPES').ids]).toEqual([1]);
    expect([...index.search('louvre kyoto').ids]).toEqual([]);
    expect([...index.search('---').ids]).toEqual([]);
  });

  it('finds CJK text by one character or a pair, inside words written without spaces', async () => {
    const index = await buildSearchIndex(documents);
    expect([...index.search('東京').ids]).toEqual([4]);
    expect([...index.search('寿司').ids]).toEqual([4]);
    // Both titles hold 京: ties go by id.
    expect([...index.search('京').ids]).toEqual([4, 5]);
    expect([...index.search('日本語').ids]).toEqual([4]);
    expect([...index.search('京都 寺').ids]).toEqual([5]);
  });

  it('builds and answers at 100,000 tours (timings printed)', async () => {
    const words = ['walk', 'museum', 'food', 'market', 'castle', 'river', 'night', 'wine', 'old', 'town', 'garden', 'palace', 'art', 'street', 'boat'];
    const cities = ['paris', 'rome', 'tokyo 東京', 'kyoto 京都', 'london', 'berlin', 'madrid', 'zurich', 'moscow', 'lisbon'];
    const pick = (seed: number, count: number) => Array.from({ length: count }, (_, at) => words[(seed * 7 + at * 13) % words.length]).join(' ');
    const many = Array.from({ length: 100_000 }, (_, at) =>
      doc(at + 1, { title: `${pick(at, 4)} ${at}`, highlights: pick(at + 3, 8), places: cities[at % cities.length] as string, category: 'Food tour food-tour' }),
    );
    const built = performance.now();
    const index = await buildSearchIndex(many);
    const buildMs = performance.now() - built;
    const timings: number[] = [];
    for (const query of ['museum', 'food market', '東京', 'castle river night', 'paris wine', 'zzz']) {
      const started = performance.now();
      index.search(query);
      timings.push(performance.now() - started);
    }
    console.info(`search index: 100,000 tours built in ${Math.round(buildMs)} ms; queries ${timings.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    expect(index.search('museum 東京').ids.length).toBeGreaterThan(0);
    // Generous for a shared 2-core machine: a query walks postings, never the 100,000 documents.
    expect(Math.max(...timings)).toBeLessThan(2_500);
  }, 120_000);
});
