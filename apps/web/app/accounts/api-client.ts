/**
 * The browser's calls to /api for the interactive widgets (favourite heart, cart…), with the
 * session flow of requirements §lifecycles.session: a 401 because the access token expired (or its 15-minute cookie is
 * gone) refreshes the session once — one refresh shared by every call that failed meanwhile —
 * and repeats the call; when the session cannot be refreshed, the browser's copy of the user is
 * forgotten and the person goes to the login page, coming back here after.
 */

/** Browser storage keys of requirements §screens.account that describe the session (the tokens themselves are httpOnly cookies). */
export const sessionStorageKeys = ['user', 'access_token', 'refresh_token'] as const;

const refreshPath = '/api/user/refresh-token';

/** What a 401 can say (errors of the API): an expired or revoked token, or no token at all. */
const sessionErrorCodes = new Set(['invalid_token', 'unauthorized']);

export interface ApiClientEnvironment {
  fetch: typeof fetch;
  /** The page's address, and a way to leave it for the login page. */
  location: { pathname: string; search: string; assign(url: string): void };
  storage: Pick<Storage, 'removeItem'> | null;
}

/** '/fr_FR/EUR/tour/x?y' → '/fr_FR/EUR/login?next=%2Ffr_FR%2FEUR%2Ftour%2Fx%3Fy' (the site's default segments elsewhere). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const [, lang, currency] = location.pathname.split('/');
  const prefix = lang && /^[a-z]{2}_[A-Z]{2}$/.test(lang) && currency && /^[A-Z]{3}$/.test(currency) ? `/${lang}/${currency}` : '/en_US/EUR';
  return `${prefix}/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

export function createApiClient(environment: ApiClientEnvironment) {
  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time: concurrent 401s wait for the same answer. */
  function refreshSession(): Promise<boolean> {
    refreshing ??= environment
      .fetch(refreshPath, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then(
        (response) => response.ok,
        () => false,
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function goToLogin(): void {
    for (const key of sessionStorageKeys) environment.storage?.removeItem(key);
    environment.location.assign(loginPathFor(environment.location));
  }

  /** fetch() for /api paths, with the session's cookies, refreshed and retried once when needed. */
  async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
    const request = (): Promise<Response> => environment.fetch(path, { ...init, credentials: 'same-origin' });
    const response = await request();
    if (response.status !== 401 || path.startsWith(refreshPath) || path.startsWith('/api/auth/')) return response;
    const code = await errorCode(response);
    if (!code || !sessionErrorCodes.has(code)) return response;
    if (!(await refreshSession())) {
      goToLogin();
      return response;
    }
    return request();
  }

  return { apiFetch, goToLogin };
}

function browserEnvironment(): ApiClientEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage may be refused (privacy settings): nothing to clear then.
  }
  return { fetch: (input, init) => window.fetch(input, init), location: window.location, storage };
}

let browserClient: ReturnType<typeof createApiClient> | null = null;

/** The browser's client, created on first use (never on the server). */
export function apiFetch(path: string, init?: RequestInit): Promise<Response> {
  browserClient ??= createApiClient(browserEnvironment());
  return browserClient.apiFetch(path, init);
}
