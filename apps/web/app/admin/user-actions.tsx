import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { SelectField, TextAreaField, TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import type { UserProfile } from './user-activity.tsx';

/** An adjustment read and checked, waiting for the admin's yes. */
export interface CoinsToConfirm {
  direction: 'credit' | 'debit';
  amount: string;
  amountText: string;
  reason: string;
  key: string;
}

const busyWith = (navigation: ReturnType<typeof useNavigation>, intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;

/**
 * A confirmation step: the write cannot be undone, so the admin reads what will happen and says yes
 * with a second button (a POST with the form's fields again), or goes back; its heading takes the focus.
 */
function Confirm({ id, title, children, fields, yes, busy, back }: { id: string; title: string; children: React.ReactNode; fields: Readonly<Record<string, string>>; yes: string; busy: boolean; back: string }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  return (
    <section className="admin-confirm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <Form method="post" className="row-actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="confirmed" value="yes" className="button button-primary" disabled={busy}>
          {yes}
        </button>
        <Link className="button button-secondary" to={back} preventScrollReset>
          {t('admin.users.keep')}
        </Link>
      </Form>
    </section>
  );
}

/** The role select: the roles this admin may give (a super admin's choice includes the admins'); none when the account is an admin's and this admin is not a super admin. */
export function RoleForm({ profile, roles, problems }: { profile: UserProfile; roles: readonly { value: number; label: string }[]; problems: FormProblems | null }) {
  const { t } = useI18n();
  if (roles.length === 0) return <p className="muted">{t('admin.users.adminsBySuperAdmin')}</p>;
  return (
    <SiteForm
      name="role"
      hidden={{ intent: 'role' }}
      problems={problems}
      labels={{ role: t('admin.users.newRole') }}
      submitLabel={t('admin.users.changeRole')}
      className="admin-search"
    >
      <SelectField name="role" label={t('admin.users.newRole')} defaultValue={String(profile.role)}>
        {roles.map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </SelectField>
    </SiteForm>
  );
}

/** Deactivate (a link to its confirmation step: it ends the user's sessions) or reactivate (undoable: one button). */
export function Activation({ profile, confirming, back, problems }: { profile: UserProfile; confirming: boolean; back: string; problems: FormProblems | null }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  return (
    <div>
      <ErrorSummary prefix="user-activation" labels={{}} problems={problems} />
      {profile.status === 'deactivated' ? (
        <Form method="post">
          <button type="submit" name="intent" value="reactivate" className="button button-secondary" disabled={busyWith(navigation, 'reactivate')}>
            {t('admin.users.reactivate')}
          </button>
        </Form>
      ) : confirming ? (
        <Confirm id="deactivate" title={t('admin.users.deactivateTitle', { email: profile.email })} fields={{ intent: 'deactivate' }} yes={t('admin.users.deactivateYes')} busy={busyWith(navigation, 'deactivate')} back={back}>
          <p className="admin-confirm-warning">{t('admin.users.deactivateWarning')}</p>
        </Confirm>
      ) : (
        <Link className="button button-secondary" to="?deactivate=1" preventScrollReset>
          {t('admin.users.deactivate')}
        </Link>
      )}
    </div>
  );
}

/** A credit or a debit of coins with its reason; the second step says the amount and the reason again before the ledger moves. */
export function CoinsForm({ coinKey, balance, confirm, back, problems }: { coinKey: string; balance: string; confirm: CoinsToConfirm | null; back: string; problems: FormProblems | null }) {
  const { t } = useI18n();
  const busy = busyWith(useNavigation(), 'coins');
  if (confirm) {
    return (
      <Confirm
        id="coins"
        title={t(`admin.users.coins.confirm.${confirm.direction}`, { amount: confirm.amountText })}
        fields={{ intent: 'coins', direction: confirm.direction, amount: confirm.amount, reason: confirm.reason, key: confirm.key }}
        yes={t(`admin.users.coins.yes.${confirm.direction}`, { amount: confirm.amountText })}
        busy={busy}
        back={back}
      >
        <p>{t('admin.users.coins.confirmReason', { reason: confirm.reason })}</p>
        <p className="admin-confirm-warning">{t('admin.users.coins.confirmWarning')}</p>
      </Confirm>
    );
  }
  const typed = problems?.values ?? {};
  return (
    <SiteForm
      name="coins"
      hidden={{ intent: 'coins', key: typed['key'] ?? coinKey }}
      problems={problems}
      labels={{ direction: t('admin.users.coins.direction'), amount: t('admin.users.coins.amount'), reason: t('admin.users.coins.reason') }}
      submitLabel={t('admin.users.coins.next')}
      className="admin-coins-form"
      labelledBy="user-coins-title"
      heading={<h3 id="user-coins-title">{t('admin.users.coins.title', { balance })}</h3>}
    >
      <fieldset className="admin-coins-direction">
        <legend className="field-label">{t('admin.users.coins.direction')}</legend>
        {(['credit', 'debit'] as const).map((direction) => (
          <label key={direction} className="admin-coins-choice">
            <input type="radio" name="direction" value={direction} defaultChecked={(typed['direction'] ?? 'credit') === direction} /> {t(`admin.users.coins.${direction}`)}
          </label>
        ))}
      </fieldset>
      <TextField name="amount" label={t('admin.users.coins.amount')} required inputMode="decimal" autoComplete="off" hint={t('admin.users.coins.amountHint')} />
      <TextAreaField name="reason" label={t('admin.users.coins.reason')} required maxLength={500} rows={2} />
    </SiteForm>
  );
}
