// Requirements §constants.uploads: a proof of payment is at most 5 MB, and a larger one is refused at once. Over a real
// socket, as a browser sends it: the answer comes when the declared size (or, undeclared, the
// streamed size) passes the limit, not after the whole body, and the server closes the connection
// so a browser still sending learns of the answer instead of waiting for its upload to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@cicerone/core/uploads';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead } from '../../test/orders-factory.ts';
import { slowUpload } from '../../test/slow-upload.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let claire: TestUser;
let reference: string;
let port: number;

beforeAll(async () => {
  test = await createTestApp();
  claire = await userWithSession(test.app, test.db);
  reference = (await bankBooking(test, claire, (await bookableTour(test.db)).id, dayAhead(30))).order.reference;
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.app.server.address() as { port: number }).port;
});
afterAll(() => test.close());

const boundary = 'cicerone-upload-limits';
const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
/** A 40 MB receipt: eight times the limit, so an answer after the whole body is plain to see. */
const total = 40 * 1024 * 1024;

function send(declared: boolean) {
  return slowUpload({
    port,
    path: `/api/orders/${reference}/proof`,
    headers: { authorization: claire.bearer, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'de-DE' },
    head,
    tail,
    total,
    declared,
  });
}

describe('a proof of payment over 5 MB', () => {
  it('is refused by its declared size before its body is read, and the connection is closed', async () => {
    const answer = await send(true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'proof_too_large' });
    expect(answer.sentWhenAnswered).toBeLessThan(1024 * 1024);
    expect(answer.closed).toBe(true);
    expect(answer.closedAfterMs).toBeLessThan(2000);
  });

  it('sent without a declared size, is refused as soon as the streamed file passes 5 MB, and the connection is closed', async () => {
    const answer = await send(false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'proof_too_large' });
    // The server's and the kernel's buffers hold a little more than the limit when it answers.
    expect(answer.sentWhenAnswered).toBeGreaterThan(uploads.proof.maxBytes);
    expect(answer.sentWhenAnswered).toBeLessThan(uploads.proof.maxBytes + 4 * 1024 * 1024);
    expect(answer.closed).toBe(true);
  });
});
