import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { SiteForm } from '../../lib/forms/form.tsx';
import { problemsFor } from '../../lib/forms/form-problems.ts';
import { ConfirmRemoval, PageProblem, RowLinks, useRowMode } from './row-actions.tsx';

interface RowListProps<Row extends { isPrimary: boolean }> {
  rows: readonly Row[];
  idOf: (row: Row) => string;
  /**
   * The catalog keys' prefix ('account.addresses'): its .empty, .listLabel, .editTitle, .save,
   * .removeQuestion, .addTitle and .add name the list's parts; the add section is #add-<kind>-title.
   */
  texts: string;
  kind: string;
  /** The action's answer (the route's actionData). */
  answer: unknown;
  /** The form's labels, in its order (the error summary names fields by them). */
  labels: Readonly<Record<string, string>>;
  formClassName?: string;
  /** The row as it reads (with its heading); what its buttons are about, for screen readers ('12 Rue de Rivoli, Paris'). */
  details: (row: Row) => ReactNode;
  context: (row: Row) => string;
  /** The form's fields: a row's to edit it, or empty ones to add a row. */
  fields: (row?: Row) => ReactNode;
  /** Said above a row's edit form. */
  editNote?: ReactNode;
  /** A row's buttons beside Edit and Remove (set as primary). */
  buttons?: (row: Row, context: string) => ReactNode;
}

/**
 * Rows of the account (addresses, payout methods) as cards, the primary one marked; a row opens
 * its edit form (?edit=<id>) or asks before removal (?remove=<id>), so all of it works without
 * JavaScript; then the form that adds one. Every form posts to the page's rowsAction.
 */
export function RowList<Row extends { isPrimary: boolean }>(props: RowListProps<Row>) {
  const { rows, idOf, texts, kind, answer, labels, formClassName, details, context, fields, editNote, buttons } = props;
  const { t } = useI18n();
  const { editing, removing } = useRowMode();
  return (
    <>
      <PageProblem message={problemsFor(answer, 'page')?.message} />
      {rows.length === 0 ? (
        <p className="empty-note">{t(`${texts}.empty`)}</p>
      ) : (
        <ul className="account-cards" aria-label={t(`${texts}.listLabel`)}>
          {rows.map((row) => {
            const id = idOf(row);
            const about = context(row);
            const form = `edit:${id}`;
            return (
              <li key={id} className="account-card" data-primary={row.isPrimary || undefined}>
                {editing === id ? (
                  <>
                    <h2 className="account-card-title">{t(`${texts}.editTitle`)}</h2>
                    {editNote}
                    <SiteForm
                      name={form}
                      hidden={{ intent: 'edit', id }}
                      problems={problemsFor(answer, form)}
                      labels={labels}
                      submitLabel={t(`${texts}.save`)}
                      action={`?edit=${id}`}
                      className={formClassName}
                      extra={
                        <Link className="button button-secondary" to="." preventScrollReset>
                          {t('account.rows.cancel')}
                        </Link>
                      }
                    >
                      {fields(row)}
                    </SiteForm>
                  </>
                ) : (
                  <>
                    <div className="account-card-head">
                      {details(row)}
                      {row.isPrimary ? <span className="status-badge status-badge-success">{t('account.rows.primary')}</span> : null}
                    </div>
                    {removing === id ? (
                      <ConfirmRemoval id={id} question={t(`${texts}.removeQuestion`)} confirmLabel={t('account.rows.confirmRemove')} context={about} />
                    ) : (
                      <RowLinks id={id} context={about}>
                        {buttons?.(row, about)}
                      </RowLinks>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <section className="account-add" aria-labelledby={`add-${kind}-title`}>
        <h2 id={`add-${kind}-title`}>{t(`${texts}.addTitle`)}</h2>
        <SiteForm
          // A new, empty form once the row is in the list.
          key={rows.map(idOf).join()}
          name="add"
          hidden={{ intent: 'add' }}
          problems={problemsFor(answer, 'add')}
          labels={labels}
          submitLabel={t(`${texts}.add`)}
          className={formClassName}
        >
          <p className="small muted">{t('account.form.requiredNote')}</p>
          {fields()}
        </SiteForm>
      </section>
    </>
  );
}
