import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { CheckboxGroup, RadioGroup, TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';

/** A code's rules as the form's fields hold them (text; the amount in euros). */
export interface PromoCodeFormValues {
  code: string;
  kind: 'percent' | 'amount';
  percentOff: string;
  amountOff: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerUser: string;
  tourIds: string;
  categoryIds: string[];
  activated: boolean;
}

interface PromoCodeFormProps {
  /** The code being changed, or null for a new one. */
  editing: string | null;
  values: PromoCodeFormValues;
  categories: readonly { value: string; label: string }[];
  problems: FormProblems | null;
  /** The list without ?edit=, to go back to. */
  listPath: string;
}

/**
 * A new code, or one code's rules (?edit=CODE). Both the percentage and the amount stay on the
 * page (no script needed); the kind chosen says which one counts, and the server checks the rest.
 */
export function PromoCodeForm({ editing, values, categories, problems, listPath }: PromoCodeFormProps) {
  const { t } = useI18n();
  const label = (field: string) => t(`admin.promoCodes.field.${field}`);
  const fields = ['code', 'kind', 'percentOff', 'amountOff', 'validFrom', 'validUntil', 'maxUses', 'maxUsesPerUser', 'categoryIds', 'tourIds', 'activated'];
  const labels = Object.fromEntries(fields.map((field) => [field, field === 'amountOff' ? label('amountOffEurCents') : label(field)]));
  const heading = editing ? t('admin.promoCodes.editing', { code: editing }) : t('admin.promoCodes.new');
  return (
    <section className="promo-code-form" id="promo-code-form" aria-labelledby="promo-code-form-title">
      <SiteForm
        name="promo-code"
        hidden={editing ? { intent: 'save', editing } : { intent: 'save' }}
        problems={problems}
        labels={labels}
        submitLabel={editing ? t('admin.promoCodes.save') : t('admin.promoCodes.create')}
        heading={<h2 id="promo-code-form-title">{heading}</h2>}
        labelledBy="promo-code-form-title"
        preventScrollReset
        extra={
          editing ? (
            <Link to={listPath} className="button button-secondary">
              {t('admin.promoCodes.backToList')}
            </Link>
          ) : null
        }
      >
        {editing ? null : <TextField name="code" label={labels['code'] ?? ''} defaultValue={values.code} required maxLength={32} autoComplete="off" spellCheck={false} hint={t('admin.promoCodes.field.codeHint')} />}
        <RadioGroup
          name="kind"
          label={labels['kind'] ?? ''}
          defaultValue={values.kind}
          options={[
            { value: 'percent', label: t('admin.promoCodes.kind.percent') },
            { value: 'amount', label: t('admin.promoCodes.kind.amount') },
          ]}
        />
        <div className="promo-code-pair">
          <TextField name="percentOff" type="number" label={labels['percentOff'] ?? ''} defaultValue={values.percentOff} min={1} max={100} step={1} inputMode="numeric" />
          <TextField name="amountOff" type="number" label={labels['amountOff'] ?? ''} defaultValue={values.amountOff} min={0.01} step={0.01} inputMode="decimal" hint={t('admin.promoCodes.field.amountHint')} />
        </div>
        <div className="promo-code-pair">
          <TextField name="validFrom" type="date" label={labels['validFrom'] ?? ''} defaultValue={values.validFrom} />
          <TextField name="validUntil" type="date" label={labels['validUntil'] ?? ''} defaultValue={values.validUntil} hint={t('admin.promoCodes.field.validityHint')} />
        </div>
        <div className="promo-code-pair">
          <TextField name="maxUses" type="number" label={labels['maxUses'] ?? ''} defaultValue={values.maxUses} min={1} step={1} inputMode="numeric" />
          <TextField name="maxUsesPerUser" type="number" label={labels['maxUsesPerUser'] ?? ''} defaultValue={values.maxUsesPerUser} min={1} step={1} inputMode="numeric" hint={t('admin.promoCodes.field.limitsHint')} />
        </div>
        <CheckboxGroup name="categoryIds" label={labels['categoryIds'] ?? ''} defaultValues={values.categoryIds} options={categories} />
        <TextField name="tourIds" label={labels['tourIds'] ?? ''} defaultValue={values.tourIds} inputMode="numeric" autoComplete="off" hint={t('admin.promoCodes.field.tourIdsHint')} />
        <CheckboxGroup name="activated" label={labels['activated'] ?? ''} defaultValues={values.activated ? ['on'] : []} options={[{ value: 'on', label: t('admin.promoCodes.status.active') }]} />
      </SiteForm>
    </section>
  );
}
