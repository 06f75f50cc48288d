/** One server-sent event as a browser's EventSource would hand it over. */
export interface ServerEvent {
  id: string;
  event: string;
  data: string;
}

/**
 * A minimal EventSource for tests (Node has none): opens the stream with the given headers and
 * hands over its events one by one; `next` fails after `timeoutMs` without one.
 */
export async function openEventStream(url: string, headers: Record<string, string>, timeoutMs = 5_000) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: ServerEvent[] = [];
  let buffer = '';
  async function next(): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no event in time')), Math.max(0, deadline - Date.now()))));
      const { value, done } = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
      if (done) throw new Error('the stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
        if (fields.data !== undefined) queue.push({ id: fields.id ?? '', event: fields.event ?? 'message', data: fields.data });
      }
    }
    return queue.shift() as ServerEvent;
  }
  return { next, close: () => abort.abort() };
}
