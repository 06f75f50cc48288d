import { AmountStep } from '../gift-cards/purchase/amount-step.tsx';
import { DetailsStep } from '../gift-cards/purchase/details-step.tsx';
import { OccasionStep } from '../gift-cards/purchase/occasion-step.tsx';
import { purchaseForm, purchaseSteps, type Draft, type PurchaseStep } from '../gift-cards/purchase/purchase-draft.ts';
import { purchaseAction, purchaseLoader } from '../gift-cards/purchase/purchase-page.server.ts';
import { ReviewStep } from '../gift-cards/purchase/review-step.tsx';
import { Stepper } from '../gift-cards/purchase/stepper.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/gift-cards';
import '../gift-cards/purchase/purchase.css';

export function loader(args: Route.LoaderArgs) {
  return purchaseLoader(args);
}

export function action(args: Route.ActionArgs) {
  return purchaseAction(args);
}

/** A public page, indexed: the loader's title and description, its canonical and hreflang alternates. */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** The step a form's problems are about (its name is gift-<step>). */
const stepOfProblems = (problems: FormProblems): PurchaseStep => purchaseSteps.find((step) => purchaseForm(step) === problems.form) ?? 'amount';

/**
 * Buy a gift card (requirements §screens.gift-cards /gift-cards, the four-step purchase; requirements §screens.gift-cards): the step the last
 * answer leads to (the loader's on arrival), with what was entered so far. Each step's form posts
 * to the page's action, which checks that step and answers the next one or its problems.
 */
export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const problems = actionData && 'errors' in actionData ? (actionData as FormProblems) : null;
  const moved = actionData && 'step' in actionData ? actionData : null;
  const step = problems ? stepOfProblems(problems) : (moved?.step ?? loaderData.step);
  const draft: Draft = problems ? problems.values : (moved?.draft ?? loaderData.draft);
  const summary = actionData && 'summary' in actionData ? actionData.summary : loaderData.summary;
  const shared = { draft, problems, currency: loaderData.currency, rate: loaderData.rate, summary };
  return (
    <div className="section gift-purchase">
      <h1 className="page-title">{loaderData.title}</h1>
      <p className="muted gift-intro">{t('giftCards.purchase.intro')}</p>
      {/* Requirements §rules.coins: a gift card's balance never expires and is not transferable. */}
      <p className="muted gift-intro">{t('giftCards.terms.notTransferable')}</p>
      <Stepper step={step} />
      {step === 'amount' && <AmountStep {...shared} suggested={loaderData.suggested} bounds={loaderData.bounds} />}
      {step === 'occasion' && <OccasionStep {...shared} />}
      {step === 'details' && <DetailsStep {...shared} firstDay={loaderData.firstDay} lastDay={loaderData.lastDay} signedIn={loaderData.signedIn} />}
      {step === 'review' && <ReviewStep {...shared} idempotencyKey={loaderData.idempotencyKey} signedIn={loaderData.signedIn} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
