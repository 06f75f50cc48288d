import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { checkoutAction, checkoutLoader } from '../checkout/checkout-page.server.ts';
import { OptionsStep } from '../checkout/steps/options-step.tsx';
import { NotYoursStep, VisitorStep } from '../checkout/steps/visitor-step.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/checkout';
import { lazy, Suspense } from 'react';
import '../catalog/catalog.css';
import '../checkout/checkout.css';

// The card step (the kit's form, Stripe's loader) comes with the order, not with the options' first load.
const CardStep = lazy(() => import('../checkout/steps/card-step.tsx'));

export async function loader(args: Route.LoaderArgs) {
  return checkoutLoader(args);
}

export async function action(args: Route.ActionArgs) {
  return checkoutAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/**
 * Checkout (requirements §screens.checkout, §rules.validation), one step at a time as the loader says (checkout/steps/): a visitor logs
 * in or signs up first (the cart follows); then the options with the server's totals; then the
 * card form of the test provider (or Stripe's) and its 3-D Secure step. Each step's problems come
 * back from the action as FormProblems and show in the kit's error summary.
 */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  switch (loaderData.step) {
    case 'visitor':
      return <VisitorStep title={loaderData.title} />;
    case 'not-yours':
      return <NotYoursStep title={loaderData.title} />;
    case 'card':
    case '3ds':
      return (
        <Suspense>
          <CardStep {...loaderData} actionData={actionData} />
        </Suspense>
      );
    case 'options':
      return <OptionsStep {...loaderData} actionData={actionData} />;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
