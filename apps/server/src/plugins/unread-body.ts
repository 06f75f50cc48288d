import fp from 'fastify-plugin';

/**
 * An answer sent before its request's body has fully arrived (an upload refused for its size, a
 * form refused before it is read) closes the connection. Kept open, the unread body would fill the
 * socket's buffers and stall: a browser reads no answer before its upload ends, so it would wait for
 * the idle timeout (72 s) to learn it was refused. Closed, its upload fails at once and it reads the
 * answer already received — as curl, which reads while it sends, always did.
 */
export const unreadBodyPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      // `complete` is set when the last byte of the body is parsed; injected requests have none to wait for.
      if (request.raw.complete === false) reply.header('connection', 'close');
    });
  },
  { name: 'unread-body' },
);
