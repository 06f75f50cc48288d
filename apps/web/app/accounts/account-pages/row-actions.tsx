import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';

/** Which row of a list is being edited or removed: ?edit=<id> / ?remove=<id>, so both work without JavaScript. */
export function useRowMode(): { editing: string | null; removing: string | null } {
  // useLocation rather than useSearchParams, whose code would join every page's first load (react-router shares the shell's chunk).
  const params = new URLSearchParams(useLocation().search);
  return { editing: params.get('edit'), removing: params.get('remove') };
}

/** A one-button form acting on one row (set as primary, remove): the row's id travels as a hidden field. */
export function RowButton({ intent, id, label, context, primary = false }: { intent: string; id: string; label: string; context: string; primary?: boolean }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData.get('id') === id;
  return (
    <Form method="post" action={pathname} className="row-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={primary ? 'button button-primary' : 'button button-secondary'} disabled={pending}>
        {label}
        <span className="visually-hidden"> — {context}</span>
      </button>
    </Form>
  );
}

/** Edit and remove as links (they open the row's form or its confirmation), and the row's other buttons. */
export function RowLinks({ id, context, children }: { id: string; context: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="row-actions">
      <Link className="button button-secondary" to={`?edit=${id}`} preventScrollReset>
        {t('account.rows.edit')}
        <span className="visually-hidden"> — {context}</span>
      </Link>
      <Link className="button button-secondary" to={`?remove=${id}`} preventScrollReset>
        {t('account.rows.remove')}
        <span className="visually-hidden"> — {context}</span>
      </Link>
      {children}
    </div>
  );
}

/** "Remove this …?" with the button that does it and a way back. */
export function ConfirmRemoval({ id, question, confirmLabel, context }: { id: string; question: string; confirmLabel: string; context: string }) {
  const { t } = useI18n();
  return (
    <div className="confirm-box" role="group" aria-label={question}>
      <p>
        <strong>{question}</strong>
      </p>
      <div className="row-actions">
        <RowButton intent="remove" id={id} label={confirmLabel} context={context} primary />
        <Link className="button button-secondary" to="." preventScrollReset>
          {t('account.rows.cancel')}
        </Link>
      </div>
    </div>
  );
}

/** A refusal about a row rather than a form (it was removed meanwhile…), shown above the list. */
export function PageProblem({ message }: { message: string | undefined }) {
  return message ? (
    <p className="notice-error" role="alert">
      {message}
    </p>
  ) : null;
}
