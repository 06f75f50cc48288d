import { Form, useActionData } from 'react-router';
import type { AdminCruiseCompany } from '@cicerone/core/contracts/cruises';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { cruiseFormAction } from '../admin/cruise-lines.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { formValues, refused } from '../lib/forms/form-data.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import type { Route } from './+types/admin-cruise-lines';
import '../accounts/accounts.css';

/** The cruise companies and ships the cruise request form offers (decision 0021); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return {
    companies: await page.services.cruises.adminList(),
    meta: page.meta('/admin/cruise-lines', 'admin.cruises.title', 'admin.cruises.description'),
  };
}

/** Every form of the page posts here with its intent; back to the list with a notice, or the refusal above it. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  if (!page.user) throw new Response(null, { status: 401 });
  try {
    const result = await cruiseFormAction(page.services.cruises, page.user.id, values, page.t);
    if ('problems' in result) return result.problems;
    return redirectWithFlash(args, page.path('/admin/cruise-lines'), [result.notice]);
  } catch (error) {
    return refused(error, values['form'] ?? 'cruise', values, page.t);
  }
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminCruiseLines({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.cruises.title')}</h1>
      <p className="muted">{t('admin.cruises.description')}</p>
      <ErrorSummary prefix="cruise" labels={{ name: t('admin.cruises.name') }} problems={problemsFor(actionData, 'cruise')} />
      <NameForm intent="addCompany" label={t('admin.cruises.newCompany')} submit={t('admin.cruises.add')} />
      {loaderData.companies.map((company) => (
        <CompanySection key={company.id} company={company} />
      ))}
    </div>
  );
}

/** One company: its name and status, its ships (each renamed or retired on its own line), and a ship to add. */
function CompanySection({ company }: { company: AdminCruiseCompany }) {
  const { t } = useI18n();
  const inService = company.ships.filter((ship) => ship.activated).length;
  return (
    <details className="admin-cruise-line">
      <summary>
        <span className="option-name">{company.name}</span> <span className="muted">{t('admin.cruises.shipCount', { count: inService })}</span>
        {company.activated ? null : <span className="admin-retired"> {t('admin.cruises.retired')}</span>}
      </summary>
      <div className="admin-cruise-row">
        <NameForm intent="renameCompany" id={company.id} label={t('admin.cruises.companyName')} defaultValue={company.name} submit={t('admin.cruises.rename')} />
        <StatusForm intent={company.activated ? 'retireCompany' : 'restoreCompany'} id={company.id} subject={company.name} />
      </div>
      <ul className="admin-cruise-ships">
        {company.ships.map((ship) => (
          <li key={ship.id} className="admin-cruise-row">
            <NameForm intent="renameShip" id={ship.id} label={t('admin.cruises.shipName')} defaultValue={ship.name} submit={t('admin.cruises.rename')} />
            <StatusForm intent={ship.activated ? 'retireShip' : 'restoreShip'} id={ship.id} subject={ship.name} />
          </li>
        ))}
      </ul>
      <NameForm intent="addShip" id={company.id} label={t('admin.cruises.newShip', { company: company.name })} submit={t('admin.cruises.add')} />
    </details>
  );
}

function NameForm({ intent, id, label, defaultValue, submit }: { intent: string; id?: number; label: string; defaultValue?: string; submit: string }) {
  const name = `${intent}-${id ?? 'new'}`;
  return (
    <SiteForm
      name={name}
      className="admin-search"
      hidden={id === undefined ? { intent } : { intent, id: String(id) }}
      problems={problemsFor(useActionData(), name)}
      labels={{ name: label }}
      submitLabel={submit}
      preventScrollReset
    >
      <TextField name="name" label={label} defaultValue={defaultValue} required maxLength={80} autoComplete="off" />
    </SiteForm>
  );
}

function StatusForm({ intent, id, subject }: { intent: 'retireCompany' | 'restoreCompany' | 'retireShip' | 'restoreShip'; id: number; subject: string }) {
  const { t } = useI18n();
  const retire = intent.startsWith('retire');
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={`button ${retire ? 'button-secondary' : 'button-primary'}`} aria-label={t(retire ? 'admin.cruises.retireNamed' : 'admin.cruises.restoreNamed', { name: subject })}>
        {t(retire ? 'admin.cruises.retire' : 'admin.cruises.restore')}
      </button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
