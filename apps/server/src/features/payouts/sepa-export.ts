import SEPA from 'sepa';
import { sepaAccountProblem } from '@cicerone/core/accounts/bank-details';
import type { StatementRow } from './payout-queries.ts';

/** The company's account the transfers leave from (bank_information's EUR row). */
export interface DebtorAccount {
  accountHolder: string;
  iban: string;
  bic: string;
}

/** The SEPA file's version: what European banks take for credit transfers from a company (EPC). */
export const sepaFormat = 'pain.001.001.03';

/** A statement the SEPA file can pay: due, in euros, to a primary bank account with a valid IBAN and BIC. */
export function isSepaPayable(statement: StatementRow): boolean {
  return (
    statement.status === 'due' && statement.currency === 'EUR' && statement.amount > 0 && statement.payoutKind === 'bank_account' && sepaAccountProblem(statement.iban, statement.swiftBic) === null
  );
}

/**
 * The EUR bank transfers of a month's statements as one SEPA credit-transfer file (pain.001.001.03,
 * written by the `sepa` library, which also checks IBANs): one payment block from the company's
 * account, one transaction per statement, its reference as end-to-end id and remittance line so the
 * guide's bank statement names it. Amounts go in as euros from whole cents, so they carry 2 digits.
 */
export function sepaCreditTransfer(statements: readonly StatementRow[], debtor: DebtorAccount, now: Date): string {
  const doc = new SEPA.Document(sepaFormat);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  doc.grpHdr.id = `PO-${stamp}`;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = debtor.accountHolder;

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = now;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  info.debtorName = debtor.accountHolder;
  doc.addPaymentInfo(info);

  for (const statement of statements) {
    const transfer = info.createTransaction();
    transfer.creditorName = (statement.accountHolder ?? statement.guideName).slice(0, 70);
    transfer.creditorIBAN = statement.iban ?? '';
    transfer.creditorBIC = statement.swiftBic ?? '';
    transfer.amount = statement.amount / 100;
    transfer.remittanceInfo = statement.reference;
    transfer.end2endId = statement.reference;
    info.addTransaction(transfer);
  }
  return doc.toString();
}
