// Server-only: the cruise companies page's forms, read with the API's own contracts (zod never
// reaches the browser) and carried out by the same service as /api/admin/cruise-lines.
import { cruiseIdParams, cruiseNameBody } from '@cicerone/core/contracts/cruises';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { AppServices } from '@cicerone/server/services';
import { invalid, parseForm } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';

/** What each form of the page does: add, rename, retire or bring back a company or a ship. */
export const cruiseIntents = ['addCompany', 'renameCompany', 'retireCompany', 'restoreCompany', 'addShip', 'renameShip', 'retireShip', 'restoreShip'] as const;
type CruiseIntent = (typeof cruiseIntents)[number];

/** Carries out the posted form; the notice key to flash on success, or the form's problems. */
export async function cruiseFormAction(cruises: AppServices['cruises'], adminId: string, values: FormValues, t: Translate) {
  const intent = cruiseIntents.find((name) => name === values['intent']);
  const target = cruiseIdParams.safeParse({ id: values['id'] });
  if (!intent || (intent !== 'addCompany' && !target.success)) return { problems: invalid('cruise', values, {}, { message: t('errors.bad_request') }) };
  const id = target.success ? target.data.id : 0;
  const needsName: readonly CruiseIntent[] = ['addCompany', 'renameCompany', 'addShip', 'renameShip'];
  let name = '';
  if (needsName.includes(intent)) {
    const parsed = parseForm(cruiseNameBody, { name: values['name'] ?? '' }, t);
    if (!parsed.ok) return { problems: invalid('cruise', values, parsed.errors) };
    name = parsed.data.name;
  }
  switch (intent) {
    case 'addCompany':
      await cruises.addCompany(adminId, name);
      break;
    case 'renameCompany':
      await cruises.changeCompany(adminId, id, { name });
      break;
    case 'retireCompany':
    case 'restoreCompany':
      await cruises.changeCompany(adminId, id, { activated: intent === 'restoreCompany' });
      break;
    case 'addShip':
      await cruises.addShip(adminId, id, name);
      break;
    case 'renameShip':
      await cruises.changeShip(adminId, id, { name });
      break;
    case 'retireShip':
    case 'restoreShip':
      await cruises.changeShip(adminId, id, { activated: intent === 'restoreShip' });
      break;
  }
  return { notice: { key: `admin.cruises.done.${intent}`, values: { name } } };
}
