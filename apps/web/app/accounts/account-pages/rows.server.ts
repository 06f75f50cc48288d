// Server-only: the action of an account page that lists rows of the account (addresses, payout
// methods): an add form, an edit form per row (?edit=<id>) and the rows' one-button forms.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { Translate } from '@cicerone/core/i18n/translate';
import { doneRedirect, signedInPage } from '../account-page.server.ts';
import { formValues, invalid, refused, type Parsed } from '../../lib/forms/form-data.server.ts';
import type { FormValues } from '../../lib/forms/form-problems.ts';

type RowCall = (userId: string, id: string) => Promise<unknown>;

export interface AccountRows<Input> {
  /** The API's contract of a row id, and the message when the id names no row of this account. */
  idParams: z.ZodType<{ id: string }>;
  notFoundKey: string;
  parse: (values: FormValues, t: Translate) => Parsed<Input>;
  /** Service refusals that name one field of the form. */
  fieldOf?: Readonly<Record<string, string>>;
  /** The add and edit forms: the service call, and the confirmation it leaves. */
  add: { run: (userId: string, input: Input) => Promise<unknown>; done: string };
  edit: { run: (userId: string, id: string, input: Input) => Promise<unknown>; done: string };
  /** The rows' one-button forms (remove, set as primary), by intent. */
  buttons: Readonly<Record<string, { run: RowCall; done: string }>>;
}

/**
 * Every form of the page posts here with its intent and, but for 'add', the row's id; the answer
 * is the page again (the confirmation as flash), or the problems of the form that was sent — a
 * refusal of a row's button ('page') shows above the list.
 */
export async function rowsAction<Input>(
  args: { request: Request; url: URL; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> },
  rows: AccountRows<Input>,
) {
  const { user, t } = signedInPage(args);
  const values = await formValues(args.request);
  const { intent = '' } = values;
  const id = rows.idParams.safeParse({ id: values['id'] });
  if (intent !== 'add' && !id.success) return invalid('page', {}, {}, { message: t(rows.notFoundKey) });
  const rowId = id.data?.id ?? '';
  const form = values['form'] ?? intent;
  const saving = intent === 'add' || intent === 'edit';
  const button = Object.hasOwn(rows.buttons, intent) ? rows.buttons[intent] : undefined;
  if (!saving && !button) return invalid('page', {}, {}, { message: t('errors.bad_request') });
  try {
    if (button) {
      await button.run(user.id, rowId);
      return doneRedirect(args, button.done);
    }
    const parsed = rows.parse(values, t);
    if (!parsed.ok) return invalid(form, values, parsed.errors);
    if (intent === 'add') await rows.add.run(user.id, parsed.data);
    else await rows.edit.run(user.id, rowId, parsed.data);
    return doneRedirect(args, rows[intent === 'add' ? 'add' : 'edit'].done);
  } catch (error) {
    return refused(error, saving ? form : 'page', values, t, { fieldOf: rows.fieldOf });
  }
}
