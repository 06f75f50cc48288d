import SEPA from 'sepa';

/** The company's account the transfers leave from (bank_information's EUR row). */
export interface DebtorAccount {
  accountHolder: string;
  iban: string;
  bic: string;
}

/** One euro transfer of a SEPA file: to whom, how much, and the reference their bank statement shows. */
export interface CreditTransfer {
  creditorName: string;
  iban: string;
  /** Optional inside SEPA (IBAN-only since 2016): left out of the file when unknown. */
  bic: string | null;
  amountCents: number;
  /** The end-to-end id and remittance line (35 characters at most). */
  reference: string;
}

/** The SEPA file's version: what European banks take for credit transfers from a company (EPC). */
export const sepaFormat = 'pain.001.001.03';

/**
 * Euro bank transfers as one SEPA credit-transfer file (pain.001.001.03, written by the `sepa`
 * library, which also checks IBANs and BICs): one payment block from the company's account, one
 * transaction per transfer, its reference as end-to-end id and remittance line. Amounts go in as
 * euros from whole cents, so they carry 2 digits. `batch` names the file's message id ('PO' payouts, 'RF' refunds).
 */
export function sepaCreditTransfer(transfers: readonly CreditTransfer[], debtor: DebtorAccount, now: Date, batch: string): string {
  const doc = new SEPA.Document(sepaFormat);
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  doc.grpHdr.id = `${batch}-${stamp}`;
  doc.grpHdr.created = now;
  doc.grpHdr.initiatorName = debtor.accountHolder;

  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = now;
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  info.debtorName = debtor.accountHolder;
  doc.addPaymentInfo(info);

  for (const item of transfers) {
    const transfer = info.createTransaction();
    transfer.creditorName = item.creditorName.slice(0, 70);
    transfer.creditorIBAN = item.iban;
    transfer.creditorBIC = item.bic ?? '';
    transfer.amount = item.amountCents / 100;
    transfer.remittanceInfo = item.reference;
    transfer.end2endId = item.reference;
    info.addTransaction(transfer);
  }
  return doc.toString();
}
