import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiFetch } from './api-client.ts';

/** A tab coming back to the front checks its session at most this often. */
const checkEveryMs = 60_000;

/**
 * The session flow of requirements §lifecycles.session for a page left open: when the tab comes back to the front (or from
 * the back-forward cache), the session is verified with GET /api/me — refreshed on a 401, else the
 * person goes to the login page (apiFetch). A session ended elsewhere (logout, password change on
 * another device) thus stops showing as logged in; a coin balance or role changed meanwhile is
 * shown again by reloading the layout's data.
 */
export function useSessionWatch(coins: number, role: number, isPro: boolean): void {
  // Navigating to the same address reloads the layout's data (useRevalidator would add to every page's JS).
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  useEffect(() => {
    let lastCheck = Date.now();
    async function check() {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < checkEveryMs) return;
      lastCheck = Date.now();
      const response = await apiFetch('/api/me').catch(() => null);
      if (!response?.ok) return;
      const me = (await response.json()) as { ciceroneCoin: number; role: number; isPro: boolean };
      if (me.ciceroneCoin !== coins || me.role !== role || me.isPro !== isPro) await navigate(here, { replace: true, preventScrollReset: true });
    }
    const onShow = (event: Event) => {
      if (event.type === 'pageshow' && !(event as PageTransitionEvent).persisted) return;
      void check();
    };
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('pageshow', onShow);
    };
  }, [coins, role, isPro, navigate, here]);
}
