// The API's zod contracts, for the account pages' actions: one schema per payload for the form and
// the API alike. Imported through this server-only module so zod never reaches the browser.
export { accountUpdateBody } from '@cicerone/core/contracts/account-profile';
export { changePasswordBody } from '@cicerone/core/contracts/accounts';
export { addressBody } from '@cicerone/core/contracts/account-addresses';
export { payoutMethodBody } from '@cicerone/core/contracts/account-payouts';
export { addressIdParams } from '@cicerone/core/contracts/account-addresses';
export { payoutMethodIdParams } from '@cicerone/core/contracts/account-payouts';
