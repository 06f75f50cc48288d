/**
 * A person's requests about their own data (GDPR Art. 15, 17, 20; decision 0054): a copy of it (export) or
 * its erasure (deletion), made from /account or carried out by an admin for a request received by
 * e-mail. The back office lists them with their state.
 */
export const privacyRequestKinds = ['export', 'deletion'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/**
 * pending: an export waits for its job; ready: its ZIP can be downloaded until expires_at;
 * expired: the ZIP was removed; done: an erasure carried out; failed: the export job gave up.
 */
export const privacyRequestStates = ['pending', 'ready', 'expired', 'done', 'failed'] as const;
export type PrivacyRequestState = (typeof privacyRequestStates)[number];

/** How long the link to an export's ZIP works. */
export const exportValidDays = 7;
