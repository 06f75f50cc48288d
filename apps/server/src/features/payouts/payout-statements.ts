import { AppError } from '@cicerone/core/errors';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import { previousMonth, type PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import { payoutMachine } from '@cicerone/core/payouts/payout-statement-status';
import type { Database } from '@cicerone/db/client';
import type { PdfFile } from '../documents/document-service.ts';
import type { BankInformation } from '@cicerone/core/contracts/orders';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { duePayoutQueue, linesOfStatement, markStatementPaid, statementById, statementsOfGuide, statementsOfMonth, type StatementRow } from './payout-queries.ts';
import { isSepaPayable, sepaCreditTransfer } from './sepa-export.ts';
import { renderStatement } from './statement-pdf.ts';

const paying = payoutMachine.step('paid_by_admin');

/**
 * Payout statements once built (payout-run.ts): the guide's own, the back office's list of a month,
 * the PDF, the SEPA file of the month's EUR bank transfers, and marking one paid.
 */
export interface PayoutStatementOptions {
  /** The company's bank account in a currency (the checkout's bank details): the SEPA file's debtor. */
  companyAccount: (currency: string) => Promise<BankInformation | null>;
  clock?: () => Date;
}

export function payoutStatements(db: Database, options: PayoutStatementOptions) {
  const clock = options.clock ?? (() => new Date());

  /** The statement, or 404 — also when it is another guide's (`guideUserId` given). */
  async function found(id: string, guideUserId?: string): Promise<StatementRow> {
    const statement = await statementById(db, id, guideUserId);
    if (!statement) throw new AppError('payout_statement_not_found');
    return statement;
  }

  return {
    /** The statements waiting to be paid, for the dashboard (requirements §back-office.dashboard). */
    queue: () => duePayoutQueue(db),

    /** The guide's statements, newest month first. */
    mine: (guideUserId: string) => statementsOfGuide(db, guideUserId),

    /** A month's statements (the previous month when none is named), each saying whether the SEPA file pays it. */
    async ofMonth(period: PayoutPeriod = previousMonth(clock())) {
      const statements = await statementsOfMonth(db, period);
      return { ...period, statements: statements.map((statement) => ({ ...statement, sepa: isSepaPayable(statement) })) };
    },

    /** The statement's PDF in `locale`; a guide gets only their own. */
    async pdf(id: string, locale: Locale, guideUserId?: string): Promise<PdfFile> {
      const statement = await found(id, guideUserId);
      const content = await renderStatement(statement, await linesOfStatement(db, id), locale, translatorFor(locale));
      return { filename: `cicerone-payout-${statement.reference}.pdf`, content };
    },

    /** The SEPA credit-transfer file of the month's due EUR statements payable by bank transfer. */
    async sepaFile(period: PayoutPeriod = previousMonth(clock())): Promise<{ filename: string; xml: string; count: number }> {
      const payable = (await statementsOfMonth(db, period)).filter(isSepaPayable);
      if (payable.length === 0) throw new AppError('sepa_nothing_to_export');
      const account = await options.companyAccount('EUR');
      if (!account) throw new AppError('bank_information_unavailable');
      const xml = sepaCreditTransfer(payable, { accountHolder: account.accountHolder, iban: account.iban, bic: account.bic }, clock());
      const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
      return { filename: `cicerone-payouts-${month}-sepa.xml`, xml, count: payable.length };
    },

    /**
     * due → paid, in ONE transaction with its admin action line: the UPDATE is guarded by status, so
     * of two admins (or two clicks) one marks it and the other gets payout_already_paid.
     */
    async markPaid(id: string, adminUserId: string): Promise<{ id: string; paidAt: Date; reference: string }> {
      return db.transaction(async (tx) => {
        const statement = await statementById(tx, id);
        if (!statement) throw new AppError('payout_statement_not_found');
        const paidAt = clock();
        if (!(await markStatementPaid(tx, id, paying.from, paying.to, paidAt))) throw new AppError('payout_already_paid');
        await recordAdminAction(tx, {
          adminUserId,
          action: 'payout_statement.paid',
          subjectType: 'payout_statement',
          subjectId: id,
          detail: { reference: statement.reference, amount: statement.amount, currency: statement.currency },
          ...changedFields({ status: statement.status, paidAt: null }, { status: paying.to, paidAt: paidAt.toISOString() }),
        });
        return { id, paidAt, reference: statement.reference };
      });
    },
  };
}

export type PayoutStatements = ReturnType<typeof payoutStatements>;
