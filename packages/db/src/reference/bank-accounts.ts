import { activatedCurrencyCodes } from './currencies.ts';

/** One of the company's bank accounts, as bank_information stores it per currency. */
export interface BankAccount {
  currency: string;
  accountHolder: string;
  bankName: string;
  iban: string;
  bic: string;
}

/**
 * The accounts a bank transfer is paid into (requirements §screens.checkout Order bank details, §api.paths bank information).
 * CLEARLY FICTIONAL: 'Demo Bank' and the DEMO… BICs do not exist; the IBANs only have valid
 * check digits (ibantools accepts them) so that forms and tests treat them as real ones. An
 * operator replaces these rows with the company's real accounts before taking transfers.
 */
const holder = 'Cicerone Tours SAS';
const eurAccount = { accountHolder: holder, bankName: 'Demo Bank AG (Frankfurt)', iban: 'DE67123456780000004242', bic: 'DEMODEFFXXX' };

const ownAccounts: BankAccount[] = [
  { currency: 'EUR', ...eurAccount },
  { currency: 'CHF', accountHolder: holder, bankName: 'Demo Bank (Schweiz) AG', iban: 'CH9299999000000004242', bic: 'DEMOCHZZXXX' },
  { currency: 'GBP', accountHolder: holder, bankName: 'Demo Bank plc (London)', iban: 'GB49DEMO99999900004242', bic: 'DEMOGB2LXXX' },
];

/**
 * Decision: every other activated currency (USD, JPY, …) is paid into the EUR account by an
 * international (SWIFT) transfer in that currency; the bank converts on receipt. An account
 * number with a US routing number does not fit the IBAN column, and a separate account per
 * currency is an operator's choice, not seed data. The API tells these apart by the IBAN being
 * the EUR account's (`accountCurrency: 'EUR'`).
 */
export const bankAccounts: BankAccount[] = [
  ...ownAccounts,
  ...activatedCurrencyCodes.filter((code) => !ownAccounts.some((account) => account.currency === code)).map((currency) => ({ currency, ...eurAccount })),
];
