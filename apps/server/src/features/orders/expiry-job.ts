import fp from 'fastify-plugin';
import type {} from '../../plugins/services.ts';

/** How often unpaid orders past their time are closed: a slot stays held at most this long after expiry. */
const intervalMs = 60_000;

/**
 * Runs services.orders.expireDueOrders every minute and stops when the app closes. Not under
 * test: tests call expireDueOrders with their own clock. Several processes may run it at once
 * (orders are claimed with SKIP LOCKED); in this one a run never overlaps the previous one.
 */
export const orderExpiryJobPlugin = fp(
  async (app) => {
    const { orders, config } = app.services;
    if (config.env === 'test') return;
    let running: Promise<void> | undefined;
    const tick = () => {
      if (running) return;
      running = orders
        .expireDueOrders()
        .then(
          (count) => {
            if (count > 0) app.log.info({ count }, 'unpaid orders expired');
          },
          (error: unknown) => app.log.error({ err: error }, 'order expiry failed'),
        )
        .finally(() => {
          running = undefined;
        });
    };
    // unref: the job never keeps a process alive on its own.
    const timer = setInterval(tick, intervalMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'order-expiry-job', dependencies: ['services'] },
);
