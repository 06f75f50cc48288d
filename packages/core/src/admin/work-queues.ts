/**
 * The queues of work that need a person, as the back office's dashboard lists them (requirements §back-office.dashboard),
 * each with the page that works it off and, where the spec promises one, how long an item may wait
 * before it is late (requirements §audiences.business: a business account is validated within 24 hours).
 */
export const workQueues = {
  business_accounts: { path: '/admin/business-accounts', promiseHours: 24 },
  bank_transfers: { path: '/admin/bank-transfers', promiseHours: null },
  guide_applications: { path: '/admin/guides', promiseHours: null },
  missions_without_guide: { path: '/admin/missions', promiseHours: null },
  quotes_to_offer: { path: '/admin/quotes', promiseHours: null },
  unanswered_chats: { path: '/admin/support', promiseHours: null },
  payouts_to_pay: { path: '/admin/payouts', promiseHours: null },
  refunds_to_send: { path: '/admin/refunds', promiseHours: null },
  // A chargeback is answered at the provider before its deadline (Stripe gives about a week).
  disputes_open: { path: '/admin/refunds', promiseHours: 168 },
} as const satisfies Record<string, { path: string; promiseHours: number | null }>;

export type WorkQueueName = keyof typeof workQueues;
export const workQueueNames = Object.keys(workQueues) as WorkQueueName[];

/** Whether the oldest item has waited past the queue's promise, at `now`. */
export function isLate(name: WorkQueueName, oldestAt: Date | null, now: Date): boolean {
  const hours = workQueues[name].promiseHours;
  return hours !== null && oldestAt !== null && now.getTime() - oldestAt.getTime() > hours * 3_600_000;
}
