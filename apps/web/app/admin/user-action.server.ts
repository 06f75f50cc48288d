import { data, redirect, type RouterContextProvider } from 'react-router';
import { changeRoleBody, coinAdjustmentBody } from '@cicerone/core/contracts/admin-users';
import { accountPage } from '../accounts/account-page.server.ts';
import { formValues, invalid, parseForm, refused } from '../lib/forms/form-data.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import type { CoinsToConfirm } from './user-actions.tsx';
import { eurCentsOf } from './user-page.server.ts';
import { coinsText } from './users.server.ts';

interface ActionArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/**
 * The user page's writes, each through the same service call as its API route (the rules and the
 * audit line are the service's): a role, a deactivation after its confirmation step, a
 * reactivation, a coin adjustment after its confirmation step. Each says what changed in a flash.
 */
export async function userAction(args: ActionArgs) {
  const page = accountPage(args);
  const id = args.params.id ?? '';
  const values = await formValues(args.request);
  const back = page.path(`/admin/users/${id}`);
  const actor = page.user;
  if (!actor) throw redirect(page.path('/login'));
  const { adminUsers } = page.services;
  const done = (key: string, flashValues: Record<string, string>) => redirectWithFlash(args, back, [{ key, values: flashValues }]);

  switch (values['intent']) {
    case 'role': {
      const parsed = parseForm(changeRoleBody, { role: values['role'] }, page.t);
      if (!parsed.ok) return invalid('role', values, parsed.errors);
      try {
        const user = await adminUsers.changeRole(actor, id, parsed.data.role);
        return done('admin.users.roleChanged', { email: user.email, role: page.t(`admin.users.role.${user.role}`) });
      } catch (error) {
        return refused(error, 'role', values, page.t);
      }
    }
    case 'deactivate': {
      if (values['confirmed'] !== 'yes') throw redirect(`${back}?deactivate=1`);
      try {
        const user = await adminUsers.deactivate(actor, id);
        return done('admin.users.deactivated', { email: user.email });
      } catch (error) {
        return refused(error, 'activation', values, page.t);
      }
    }
    case 'reactivate': {
      try {
        const user = await adminUsers.reactivate(actor, id);
        return done('admin.users.reactivated', { email: user.email });
      } catch (error) {
        return refused(error, 'activation', values, page.t);
      }
    }
    case 'coins':
      return coins(page, actor, id, values, done);
    default:
      return invalid('coins', values, {}, { message: page.t('errors.bad_request') });
  }
}

async function coins(
  page: ReturnType<typeof accountPage>,
  actor: { id: string },
  id: string,
  values: Record<string, string>,
  done: (key: string, values: Record<string, string>) => Response,
) {
  const amountEurCents = eurCentsOf(values['amount']);
  const parsed = parseForm(coinAdjustmentBody, { direction: values['direction'], amountEurCents: amountEurCents ?? -1, reason: values['reason'], key: values['key'] }, page.t);
  if (!parsed.ok) {
    const { amountEurCents: amountProblem, ...errors } = parsed.errors;
    return invalid('coins', values, { ...errors, ...(amountProblem ? { amount: amountProblem } : {}) });
  }
  const adjustment = parsed.data;
  const amountText = coinsText(page, adjustment.amountEurCents);
  if (values['confirmed'] !== 'yes') {
    const confirmCoins: CoinsToConfirm = { direction: adjustment.direction, amount: values['amount'] ?? '', amountText, reason: adjustment.reason, key: adjustment.key };
    return data({ confirmCoins });
  }
  try {
    const user = await page.services.adminUsers.adjustCoins(actor, id, adjustment);
    return done(`admin.users.coins.${adjustment.direction}ed`, { email: user.email, amount: amountText, balance: coinsText(page, user.coins) });
  } catch (error) {
    return refused(error, 'coins', values, page.t);
  }
}
