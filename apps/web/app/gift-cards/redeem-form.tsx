import { useI18n } from '../i18n/i18n.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';

/** The redeem form's name in its action's answer. */
export const redeemForm = 'redeem';

/**
 * The code field (requirements §rules.validation: any case, spaces, hyphen optional — the server reads the code, so the
 * browser checks only that one was typed). `code` arrives from the gift card's link (?code=).
 */
export function RedeemForm({ problems, code }: { problems: FormProblems | null; code: string }) {
  const { t } = useI18n();
  const labels = { code: t('redeem.form.code') };
  return (
    <SiteForm name={redeemForm} problems={problems} labels={labels} submitLabel={t('redeem.form.submit')} pendingLabel={t('redeem.form.submitting')} className="site-form redeem-form">
      <TextField
        name="code"
        label={labels.code}
        defaultValue={code}
        required
        maxLength={64}
        hint={t('redeem.form.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
    </SiteForm>
  );
}
