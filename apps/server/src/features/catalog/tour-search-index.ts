import type { Locale } from '@cicerone/core/locales';
import { foldForSearch } from '@cicerone/core/slug';

/**
 * The free-text search of the tour list (decision 0046): an inverted index in memory, one per language, built
 * from one read of the published tours' words like the list's snapshot (decision 0042) and as fresh. A tour is
 * found by its words in the reader's language — title, places, category, highlights, the languages its guides
 * speak — with accents and case ignored (foldForSearch), each query word matching a whole word or the start of
 * one; in Chinese, Japanese and Korean, written without spaces, by its characters and pairs of characters.
 * Every query word must match; a tour's score adds, per word, the weight of the best field it matched in
 * (twice that for a whole word), so a tour named after the text comes before one that only mentions it.
 */

/** What a tour is found by in one language, each field as text. */
export interface SearchDocument {
  id: number;
  title: string;
  /** The city's and country's names (in every language: a name is a name). */
  places: string;
  category: string;
  highlights: string;
  guideLanguages: string;
  /** The English title of a tour that has its own in the reader's language (the fallback the cards show otherwise). */
  englishTitle: string;
}

/** How much a match in each field counts: a title says what the tour is, a highlight only what it shows. */
export const fieldWeights = { title: 16, places: 8, category: 6, guideLanguages: 4, englishTitle: 3, highlights: 2 } as const;
const fields = Object.keys(fieldWeights) as (keyof typeof fieldWeights)[];

const ideographic = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const ideographicRuns = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々]+/gu;

/** A query's or a field's terms: its alphabetic words, and the characters and pairs of its CJK runs (marked apart from words). */
interface Terms {
  words: string[];
  /** Each run of CJK characters, as written. */
  runs: string[];
}

function termsOf(text: string): Terms {
  const terms: Terms = { words: [], runs: [] };
  for (const word of foldForSearch(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word === '') continue;
    if (!ideographic.test(word)) {
      terms.words.push(word);
      continue;
    }
    for (const part of word.match(ideographicRuns) ?? []) {
      if (!ideographic.test(part)) terms.words.push(part);
      else terms.runs.push(part);
    }
  }
  return terms;
}

/** The grams a query's CJK run looks up: one character is its own gram, a longer run its pairs. */
function queryGramsOf(run: string): string[] {
  const characters = [...run];
  if (characters.length === 1) return [`\u0001${run}`];
  const pairs: string[] = [];
  for (let at = 0; at + 1 < characters.length; at += 1) pairs.push(`\u0001${characters[at]}${characters[at + 1]}`);
  return pairs;
}

/** The grams a field's CJK run is found by: each of its characters and each pair. */
function fieldGramsOf(run: string): string[] {
  const characters = [...run];
  return [...characters.map((character) => `\u0001${character}`), ...queryGramsOf(run).filter(() => characters.length > 1)];
}

/** A term's tours (indexes into the index's ids, ascending) and the weight of the best field each holds it in. */
interface Postings {
  docs: Int32Array;
  weights: Uint8Array;
}

export interface SearchIndex {
  size: number;
  /** The tours' ids, by index. */
  ids: Int32Array;
  /** The matching tours' ids and their scores, best first, ties by id. */
  search(query: string): { ids: Int32Array; scores: Float64Array };
}

/** Builds the index of `documents`; a term's postings keep, per tour, its best field's weight. */
export async function buildSearchIndex(documents: readonly SearchDocument[]): Promise<SearchIndex> {
  const size = documents.length;
  const ids = new Int32Array(size);
  const building = new Map<string, { docs: number[]; weights: number[] }>();
  const best = new Map<string, number>();
  // Places, categories and guides' languages repeat from tour to tour: each text's terms are made once.
  const termsOfText = new Map<string, string[]>();
  const indexTerms = (text: string): string[] => {
    let terms = termsOfText.get(text);
    if (!terms) {
      const found = termsOf(text);
      terms = [...new Set([...found.words, ...found.runs.flatMap(fieldGramsOf)])];
      if (termsOfText.size < 200_000) termsOfText.set(text, terms);
    }
    return terms;
  };
  for (let doc = 0; doc < size; doc += 1) {
    // A 100,000-tour index is built a slice at a time, never holding other requests up in one piece.
    if (doc % 2_000 === 1_999) await new Promise((resolve) => setImmediate(resolve));
    const document = documents[doc] as SearchDocument;
    ids[doc] = document.id;
    best.clear();
    for (const field of fields) {
      const weight = fieldWeights[field];
      for (const term of indexTerms(document[field])) if ((best.get(term) ?? 0) < weight) best.set(term, weight);
    }
    for (const [term, weight] of best) {
      let postings = building.get(term);
      if (!postings) building.set(term, (postings = { docs: [], weights: [] }));
      postings.docs.push(doc);
      postings.weights.push(weight);
    }
  }
  const postings = new Map<string, Postings>();
  for (const [term, built] of building) postings.set(term, { docs: Int32Array.from(built.docs), weights: Uint8Array.from(built.weights) });
  // The words in order, for the words a typed one starts.
  const vocabulary = [...postings.keys()].filter((term) => !term.startsWith('\u0001')).sort();
  // Scratch per query (a query runs without awaiting, so one set serves every query in turn).
  const score = new Float64Array(size);
  const matched = new Uint16Array(size);
  const termBest = new Float64Array(size);

  /** The words of the vocabulary that `word` starts (itself first when it is one). */
  function wordsStartedBy(word: string): string[] {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((vocabulary[middle] as string) < word) low = middle + 1;
      else high = middle;
    }
    const started: string[] = [];
    // A word of one or two letters within longer text ('de' of 'tour de france') matches whole words only.
    const prefix = [...word].length >= 3;
    for (let at = low; at < vocabulary.length && (vocabulary[at] as string).startsWith(word); at += 1) {
      if (vocabulary[at] === word || prefix) started.push(vocabulary[at] as string);
      if (!prefix) break;
    }
    return started;
  }

  return {
    size,
    ids,
    search(query: string) {
      const terms = termsOf(query);
      // Each query term: the tours holding it, each with its best weight for it.
      const lookups: { postings: Postings; factor: number }[][] = [
        ...terms.words.map((word) => wordsStartedBy(word).map((found) => ({ postings: postings.get(found) as Postings, factor: found === word ? 2 : 1 }))),
        ...terms.runs.map((run) => {
          const all = queryGramsOf(run).map((gram) => postings.get(gram));
          // A pair or a single character is a whole name (パリ, 京): it counts as a whole word does.
          const factor = all.length === 1 ? 2 : 1;
          return all.every((found) => found !== undefined) ? all.map((found) => ({ postings: found, factor })) : [];
        }),
      ];
      const termsCount = lookups.length;
      const touched: number[] = [];
      const result = { ids: new Int32Array(0), scores: new Float64Array(0) };
      if (termsCount === 0 || lookups.some((lookup) => lookup.length === 0)) return result;
      // The rarest term first; a later term looks its few remaining tours up (binary searches) rather than
      // walking its postings when that is cheaper ('food' is in every food tour's category).
      const ordered = lookups
        .map((lookup, at) => ({ lookup, run: at >= terms.words.length, size: lookup.reduce((sum, entry) => sum + entry.postings.docs.length, 0) }))
        .sort((a, b) => a.size - b.size);
      for (const [at, { lookup, run, size: postingsSize }] of ordered.entries()) {
        const seen: number[] = [];
        const live = at === 0 ? [] : touched.filter((doc) => matched[doc] === at);
        if (at > 0 && live.length * lookup.length * 17 < postingsSize) {
          for (const doc of live) {
            let weight = run ? Number.POSITIVE_INFINITY : 0;
            let count = 0;
            for (const { postings: found, factor } of lookup) {
              const position = positionOf(found.docs, doc);
              if (position < 0) continue;
              const entryWeight = (found.weights[position] as number) * factor;
              count += 1;
              weight = run ? Math.min(weight, entryWeight) : Math.max(weight, entryWeight);
            }
            if (run ? count === lookup.length : count > 0) {
              termBest[doc] = weight;
              seen.push(doc);
            }
          }
        } else if (run) {
          // A CJK run: the tours holding every gram of it, weighed by the weakest.
          const counts = new Map<number, { count: number; weight: number }>();
          for (const { postings: found, factor } of lookup) {
            for (let position = 0; position < found.docs.length; position += 1) {
              const doc = found.docs[position] as number;
              if ((matched[doc] as number) !== at) continue;
              const entry = counts.get(doc);
              const weight = (found.weights[position] as number) * factor;
              if (entry) {
                entry.count += 1;
                entry.weight = Math.min(entry.weight, weight);
              } else counts.set(doc, { count: 1, weight });
            }
          }
          for (const [doc, { count, weight }] of counts) {
            if (count < lookup.length) continue;
            termBest[doc] = weight;
            seen.push(doc);
          }
        } else {
          for (const { postings: found, factor } of lookup) {
            for (let position = 0; position < found.docs.length; position += 1) {
              const doc = found.docs[position] as number;
              if ((matched[doc] as number) !== at) continue;
              const weight = (found.weights[position] as number) * factor;
              if ((termBest[doc] as number) === 0) seen.push(doc);
              if (weight > (termBest[doc] as number)) termBest[doc] = weight;
            }
          }
        }
        for (const doc of seen) {
          matched[doc] = at + 1;
          score[doc] = (score[doc] as number) + (termBest[doc] as number);
          termBest[doc] = 0;
          if (at === 0) touched.push(doc);
        }
      }
      const found = touched.filter((doc) => matched[doc] === termsCount);
      found.sort((a, b) => (score[b] as number) - (score[a] as number) || (ids[a] as number) - (ids[b] as number));
      result.ids = Int32Array.from(found, (doc) => ids[doc] as number);
      result.scores = Float64Array.from(found, (doc) => score[doc] as number);
      for (const doc of touched) {
        matched[doc] = 0;
        score[doc] = 0;
      }
      return result;
    },
  };
}

/** Where `doc` is in the ascending `docs`, or -1. */
function positionOf(docs: Int32Array, doc: number): number {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = docs[middle] as number;
    if (found === doc) return middle;
    if (found < doc) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** One language's index, as fresh as the snapshot: read ahead in the last fifth of `ttlMs`, never older than it. */
export function tourSearchIndexes(deps: { load: (language: Locale) => Promise<SearchDocument[]>; ttlMs: number; clock?: () => number }) {
  const clock = deps.clock ?? (() => performance.now());
  const current = new Map<Locale, { index: SearchIndex; at: number }>();
  const loading = new Map<Locale, Promise<SearchIndex>>();
  let generation = 0;

  function reload(language: Locale): Promise<SearchIndex> {
    const inFlight = loading.get(language);
    if (inFlight) return inFlight;
    const started = generation;
    const load = deps.load(language).then(async (documents) => {
      const index = await buildSearchIndex(documents);
      if (started === generation) current.set(language, { index, at: clock() });
      return index;
    });
    loading.set(language, load);
    const settled = () => {
      if (loading.get(language) === load) loading.delete(language);
    };
    load.then(settled, settled);
    return load;
  }

  return {
    latest(language: Locale): Promise<SearchIndex> {
      const kept = current.get(language);
      if (!kept) return reload(language);
      const age = clock() - kept.at;
      if (age > deps.ttlMs) return reload(language);
      if (age > deps.ttlMs * 0.8) reload(language).catch(() => undefined);
      return Promise.resolve(kept.index);
    },
    /** A tour's words changed here (published, withdrawn, edited), or places or categories were renamed: read again. */
    forget(): void {
      generation += 1;
      current.clear();
      loading.clear();
    },
  };
}
