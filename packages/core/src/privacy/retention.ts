/**
 * How long personal data is kept once it no longer serves (GDPR Art. 5(1)(e), decision 0054), in days:
 * the defaults the operator may change by configuration (RETENTION_*_DAYS), stated on /privacy.
 */
export const retentionKinds = ['loginHistory', 'closedApplicationMedia', 'unverifiedAccounts', 'mailBodies', 'closedChats', 'unconfirmedNewsletter'] as const;
export type RetentionKind = (typeof retentionKinds)[number];
export type RetentionDays = Readonly<Record<RetentionKind, number>>;

export const defaultRetentionDays: RetentionDays = {
  /** Logins with their IP address and device: a year, to answer "was that me?" questions. */
  loginHistory: 365,
  /** A rejected or abandoned guide application's photo and audio answers. */
  closedApplicationMedia: 183,
  /** Accounts whose e-mail address was never verified. */
  unverifiedAccounts: 30,
  /** The outbox's sent mail bodies (the row stays: that a mail went, not what it said). */
  mailBodies: 90,
  /** Chat conversations closed this long ago. */
  closedChats: 365,
  /** Newsletter addresses never confirmed. */
  unconfirmedNewsletter: 30,
};

/** The configuration variable of each period. */
export const retentionVariables = {
  loginHistory: 'RETENTION_LOGIN_HISTORY_DAYS',
  closedApplicationMedia: 'RETENTION_APPLICATION_MEDIA_DAYS',
  unverifiedAccounts: 'RETENTION_UNVERIFIED_ACCOUNTS_DAYS',
  mailBodies: 'RETENTION_MAIL_BODIES_DAYS',
  closedChats: 'RETENTION_CLOSED_CHATS_DAYS',
  unconfirmedNewsletter: 'RETENTION_UNCONFIRMED_NEWSLETTER_DAYS',
} as const satisfies Record<RetentionKind, string>;

/** What the law makes a company keep after an erasure (French Code de commerce L123-22: ten years), in years. */
export const accountingRecordsYears = 10;
