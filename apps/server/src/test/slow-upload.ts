import { connect } from 'node:net';

export interface SlowUploadResult {
  /** The status line's code, or 0 when the connection closed without an answer. */
  status: number;
  /** Body bytes the client had written when the answer's first byte arrived. */
  sentWhenAnswered: number;
  /** Milliseconds from the first byte sent to the server closing the connection (or to giving up). */
  closedAfterMs: number;
  /** Whether the server closed the connection (false: the client gave up waiting). */
  closed: boolean;
  body: string;
}

/**
 * Sends a large body over a real socket in paced 64 KB chunks (a slow uplink: the server gets time
 * to answer between them) and reads the answer while still sending, as a browser's upload does.
 * `head` is written first (a multipart part's headers), then filler up to `total` bytes, then
 * `tail`. Without `declared` the body goes chunked, its size known to nobody in advance.
 */
export function slowUpload(options: { port: number; path: string; headers: Record<string, string>; head: Buffer; tail: Buffer; total: number; declared: boolean; giveUpMs?: number }): Promise<SlowUploadResult> {
  const { port, path, headers, head, tail, total, declared, giveUpMs = 10_000 } = options;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let sent = 0;
    const answer: Buffer[] = [];
    let sentWhenAnswered = -1;
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (data) => {
      if (sentWhenAnswered < 0) sentWhenAnswered = sent;
      answer.push(data);
    });
    // The server closing mid-upload makes writes fail: that is how a browser learns to read the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      const elapsed = Date.now() - started;
      const [headers = '', ...body] = Buffer.concat(answer).toString('utf8').split('\r\n\r\n');
      const statusLine = headers.split('\r\n')[0] ?? '';
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0) || 0, sentWhenAnswered, closedAfterMs: elapsed, closed: elapsed < giveUpMs, body: body.join('\r\n\r\n') });
    });

    const framing = declared ? { 'content-length': String(total) } : { 'transfer-encoding': 'chunked' };
    const lines = Object.entries({ host: 'localhost', ...headers, ...framing }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('')}\r\n`);
    const chunk = (bytes: Buffer) => (declared ? bytes : Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]));
    const filler = Buffer.alloc(64 * 1024, 0x20);

    async function pump() {
      // A pause between the headers and the body lets an answer to the headers alone arrive first: a
      // Node socket whose write fails is destroyed before it reads what came in, where a browser
      // reads the answer after its upload failed.
      await new Promise((done) => setTimeout(done, 50));
      const write = (bytes: Buffer) => new Promise<void>((done) => (socket.write(chunk(bytes)) ? setTimeout(done, 2) : socket.once('drain', done)));
      await write(head);
      sent += head.length;
      while (sent < total - tail.length && !socket.destroyed && sentWhenAnswered < 0) {
        const piece = filler.subarray(0, Math.min(filler.length, total - tail.length - sent));
        await write(piece);
        sent += piece.length;
      }
      if (socket.destroyed || sentWhenAnswered >= 0) return;
      await write(tail);
      sent += tail.length;
      if (!declared) socket.write('0\r\n\r\n');
    }
    void pump();
  });
}
