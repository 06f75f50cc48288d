import { Form, Link, useLocation } from 'react-router';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import { useI18n } from '../i18n/i18n.tsx';
import { AdminTable } from './admin-table.tsx';
import { SortHeader } from './sort-header.tsx';

export interface PromoCodeRow {
  code: string;
  /** An agent's personal code: only its activation is changed here. */
  agent: boolean;
  activated: boolean;
  /** Formatted in the page's language: '15% off', '€20.00 off'. */
  discount: string;
  validity: string;
  uses: string;
  scope: string;
  createdAt: string;
}

/**
 * The codes found, sorted by the column the URL names; each line links to its form (?edit=CODE)
 * and (de)activates with one button — undone as easily, so no confirmation step.
 */
export function PromoCodesTable({ codes, sort, dir }: { codes: readonly PromoCodeRow[]; sort: string; dir: SortDirection }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const editLink = (code: string) => {
    const params = new URLSearchParams(search);
    params.set('edit', code);
    return `${pathname}?${params.toString()}#promo-code-form`;
  };
  const sortable = { sort, dir };
  return (
    <AdminTable labelledBy="promo-codes-title">
      <thead>
        <tr>
          <SortHeader column="code" label={t('admin.promoCodes.col.code')} {...sortable} />
          <th scope="col">{t('admin.promoCodes.col.discount')}</th>
          <SortHeader column="validUntil" label={t('admin.promoCodes.col.validity')} {...sortable} />
          <SortHeader column="uses" label={t('admin.promoCodes.col.uses')} {...sortable} />
          <th scope="col">{t('admin.promoCodes.col.scope')}</th>
          <SortHeader column="createdAt" label={t('admin.promoCodes.col.createdAt')} {...sortable} />
          <th scope="col">{t('admin.promoCodes.col.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.promoCodes.col.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {codes.map((row) => (
          <tr key={row.code}>
            <th scope="row" className="nowrap">
              {row.code}
              {row.agent ? (
                <>
                  <br />
                  <span className="muted">{t('admin.promoCodes.agent')}</span>
                </>
              ) : null}
            </th>
            <td className="nowrap">{row.discount}</td>
            <td className="admin-date">{row.validity}</td>
            <td>{row.uses}</td>
            <td>{row.scope}</td>
            <td className="admin-date">{row.createdAt}</td>
            <td>{t(row.activated ? 'admin.promoCodes.status.active' : 'admin.promoCodes.status.inactive')}</td>
            <td>
              <div className="admin-row-actions">
                {row.agent ? null : (
                  <Link className="button button-secondary button-small" to={editLink(row.code)} aria-label={t('admin.promoCodes.editNamed', { code: row.code })} preventScrollReset>
                    {t('admin.promoCodes.edit')}
                  </Link>
                )}
                <Form method="post" action={`${pathname}${search}`} preventScrollReset>
                  <input type="hidden" name="intent" value={row.activated ? 'deactivate' : 'activate'} />
                  <input type="hidden" name="code" value={row.code} />
                  <button type="submit" className="button button-secondary button-small" aria-label={t(row.activated ? 'admin.promoCodes.deactivateNamed' : 'admin.promoCodes.activateNamed', { code: row.code })}>
                    {t(row.activated ? 'admin.promoCodes.deactivate' : 'admin.promoCodes.activate')}
                  </button>
                </Form>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
