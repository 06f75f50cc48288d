// The cart page's loader and action (remove an item). Server-only.
import type { RouterContextProvider } from 'react-router';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { sitePage } from '../lib/page/site-page.server.ts';
import { cartOwnerOf } from '../site/cart.server.ts';
import type { ShownCart } from './cart-view.ts';
import { readForm } from '../lib/forms/form-data.server.ts';

type Args = { request: Request; params: Readonly<Record<string, string | undefined>>; context: Readonly<RouterContextProvider> };

/** The cart of the session or the visitor's cookie, priced by the server in the page's currency, problems in its language. */
export async function shownCart(args: Args): Promise<ShownCart> {
  const { services, locale, currency, t } = sitePage(args);
  const owner = await cartOwnerOf(args);
  if (!owner) return { items: [], services: [], count: 0, subtotal: { amount: 0, currency, eurCents: 0 } };
  const cart = await services.cart.list(owner, { language: locale, currency });
  return {
    ...cart,
    items: cart.items.map((item) => ({ ...item, problem: item.problem ? t(`errors.${item.problem.code}`, item.problem.values) : null })),
  };
}

export async function cartLoader(args: Args) {
  const { t } = sitePage(args);
  return { title: t('cart.title'), cart: await shownCart(args) };
}

/** intent=remove&id=…: removes one item of one's own cart, then shows the cart again with a notice. */
export async function cartAction(args: Args) {
  const { services } = sitePage(args);
  const form = await readForm(args.request);
  const owner = await cartOwnerOf(args);
  const id = String(form.get('id') ?? '');
  if (owner && form.get('intent') === 'remove') {
    // Already gone (another tab) is what the traveller wanted anyway.
    await services.cart.remove(owner, id).catch((error: unknown) => {
      if (!(error instanceof Error) || error.name !== 'AppError') throw error;
    });
  }
  return redirectWithFlash(args, new URL(args.request.url).pathname, [{ key: 'cart.removed' }]);
}
