// Gift cards for the browser specs while the purchase (requirements §screens.gift-cards) is not there to sell them: written
// into the run's fresh embedded database by global-setup.ts *before* the server opens it (PGlite is
// one process's at a time), through the gift-card service itself — issued with its order, then paid
// as a card payment pays — under the key the server then reads from the same DATA_DIR. Nothing of
// this is in the product: no route, no switch, only this file and the API tests' factory it uses.
// When the purchase exists, specs buy their cards through the pages instead.
import type { DatabaseHandle } from '@cicerone/db/client';
import { prepareDatabase } from '../../apps/server/src/database.ts';
import { giftCardKeyOf } from '../../apps/server/src/config.ts';
import { seedDemoAccounts } from '../../apps/server/src/demo-accounts.ts';
import { claimCodeVault } from '../../apps/server/src/features/gift-cards/claim-code-vault.ts';
import { giftCardService } from '../../apps/server/src/features/gift-cards/gift-card-service.ts';
import { rateLimiter } from '../../apps/server/src/shared/rate-limit.ts';
import { giftCardWithOrder } from '../../apps/server/src/test/gift-cards-factory.ts';

/** Claim codes as the recipient's e-mail carries them ('GC-XXXXXXX'), each for one test to redeem. */
export interface E2eGiftCards {
  /** Paid cards of 50 EUR. */
  paid: string[];
  /** Cards whose bank transfer has not arrived. */
  unpaid: string[];
}

/** The value of each paid card, in EUR cents (coins). */
export const e2eGiftCardValue = 50_00;

/** Issues `count` paid and `count` unpaid cards into the embedded database under `dataDir`. */
export async function issueE2eGiftCards(database: DatabaseHandle, dataDir: string, count: number): Promise<E2eGiftCards> {
  await prepareDatabase(database);
  // The server seeds the demo accounts only into a database without accounts, and the cards'
  // buyers are accounts: seed them first, as the server would have, for the specs' staff().
  await seedDemoAccounts(database.db);
  const giftCards = giftCardService(database.db, { vault: claimCodeVault(giftCardKeyOf({ giftCardKey: undefined, dataDir })), limits: rateLimiter(database.db) });
  const cards: E2eGiftCards = { paid: [], unpaid: [] };
  for (let index = 0; index < count; index += 1) {
    cards.paid.push((await giftCardWithOrder(database.db, giftCards, { valueEurCents: e2eGiftCardValue })).code);
    cards.unpaid.push((await giftCardWithOrder(database.db, giftCards, { paid: false })).code);
  }
  return cards;
}
