import { useI18n } from '../i18n/i18n.tsx';

export interface BankAccount {
  holder: string;
  bankName: string;
  iban: string;
  bic: string;
}

/** What to transfer where (requirements §lifecycles.bank-transfer): the account of the order's currency, the amount and the payment reference. */
export function BankDetails({ bank, amount, reference }: { bank: BankAccount | null; amount: string; reference: string }) {
  const { t } = useI18n();
  return (
    <>
      <dl className="bank-details">
        {bank && (
          <>
            <dt>{t('payDone.bank.holder')}</dt>
            <dd>{bank.holder}</dd>
            <dt>{t('payDone.bank.bankName')}</dt>
            <dd>{bank.bankName}</dd>
            <dt>IBAN</dt>
            <dd>{bank.iban}</dd>
            <dt>BIC/SWIFT</dt>
            <dd>{bank.bic}</dd>
          </>
        )}
        <dt>{t('payDone.bank.amount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('payDone.bank.reference')}</dt>
        <dd>{reference}</dd>
      </dl>
      {!bank && <p className="small muted">{t('payDone.bank.missing')}</p>}
    </>
  );
}
