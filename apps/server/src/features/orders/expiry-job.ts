import { intervalJobPlugin } from '../../shared/interval-job.ts';

/** Unpaid orders past their time are closed every minute: a slot stays held at most this long after expiry. */
export const orderExpiryJobPlugin = intervalJobPlugin({
  name: 'order-expiry-job',
  everyMs: 60_000,
  run: (app) => app.services.orders.expireDueOrders(),
});
