/**
 * A heavy module loaded the first time it is needed, once, instead of at start: the e-mail renderer, the PDF
 * and image libraries, the payment and storage clients each cost the server's cold start hundreds of
 * milliseconds (requirements §quality.performance: under 1.5 s), and many processes never use them. Concurrent first uses share one load.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
