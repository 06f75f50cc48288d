/**
 * The FAQ's search, one rule for the server (the ?q= form without JavaScript) and the browser
 * (filtering as the visitor types): case, accents and full/half-width forms ignored, every word
 * of the query must appear in the question or its answer.
 */
export function foldForFaq(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLocaleLowerCase();
}

export function faqMatches(query: string, question: string, answer: string): boolean {
  const words = foldForFaq(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForFaq(`${question} ${answer}`);
  return words.every((word) => haystack.includes(word));
}
