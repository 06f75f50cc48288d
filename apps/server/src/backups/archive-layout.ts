/** What a backup archive holds, by name; take-backup writes it and restore-backup reads it. */
export const archiveLayout = {
  /** { format, takenAt, database } */
  manifest: 'backup.json',
  /** PGlite's dump of its data directory (a tar inside the archive). */
  database: 'pglite.tar',
  /** FILES_DIR: the public file store (gallery illustrations and uploads). */
  files: 'files',
  /** DATA_DIR/private: proofs of payment (absent when they live on S3). */
  privateFiles: 'private',
  /** DATA_DIR/secret, when the secret was generated rather than given as SECRET. */
  secret: 'secret',
  /** DATA_DIR/gift-card-key, when generated rather than given as GIFT_CARD_KEY: unredeemed cards need it. */
  giftCardKey: 'gift-card-key',
} as const;

/** Raised when the archive's layout changes, so an old restore refuses a newer archive. */
export const backupFormat = 1;
