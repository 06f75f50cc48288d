-- Written by hand (drizzle-kit generate --custom): keep this SQL as it is when renumbering.
-- The payout account number was once added by editing 0002_accounts after it was committed; 0002 is
-- back as first committed, and the column arrives here. Databases that ran the edited 0002 have the
-- column already, hence IF NOT EXISTS.
ALTER TABLE "payout_method" ADD COLUMN IF NOT EXISTS "account_number" text;
--> statement-breakpoint
-- Those databases also recorded 0002 under the edited file's time and hash: record it as every
-- other database did, so the readiness check finds 0002 applied (no-op everywhere else).
UPDATE "public"."__drizzle_migrations"
SET "created_at" = 1795248784337, "hash" = '04a3ae37ad84105124353df11d1a8da04e161e8f21214102dc5fc2fc0d2b559f'
WHERE "created_at" = 1795250715852;
