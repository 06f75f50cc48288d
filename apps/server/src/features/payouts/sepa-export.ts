import { sepaCreditTransfer as writeSepaFile, type DebtorAccount } from '../../shared/sepa-credit-transfer.ts';
import { sepaAccountProblem } from '@cicerone/core/accounts/bank-details';
import type { StatementRow } from './payout-queries.ts';

/** A statement the SEPA file can pay: due, in euros, to a primary bank account with a valid IBAN and BIC. */
export function isSepaPayable(statement: StatementRow): boolean {
  return (
    statement.status === 'due' && statement.currency === 'EUR' && statement.amount > 0 && statement.payoutKind === 'bank_account' && sepaAccountProblem(statement.iban, statement.swiftBic) === null
  );
}

/** The EUR bank transfers of a month's statements as one SEPA file, each named by its statement's reference. */
export function sepaCreditTransfer(statements: readonly StatementRow[], debtor: DebtorAccount, now: Date): string {
  return writeSepaFile(
    statements.map((statement) => ({ creditorName: statement.accountHolder ?? statement.guideName, iban: statement.iban ?? '', bic: statement.swiftBic, amountCents: statement.amount, reference: statement.reference })),
    debtor,
    now,
    'PO',
  );
}
