import { describe, expect, it, vi } from 'vitest';
import { createApiClient, loginPathFor, type ApiClientEnvironment } from './api-client.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () => json(401, { code: 'invalid_token', message: 'expired' });

function environment(answers: (path: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => answers(String(input), init));
  const assign = vi.fn();
  const removeItem = vi.fn();
  const env: ApiClientEnvironment = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    location: { pathname: '/fr_FR/EUR/tour/paris-food', search: '?date=2030-06-01', assign },
    storage: { removeItem },
  };
  return { env, fetch, assign, removeItem };
}

const calls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.map(([path, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(path)}`);

describe('apiFetch', () => {
  it('sends the session cookies and returns a successful answer as it is', async () => {
    const { env, fetch } = environment(() => json(200, { ok: true }));
    const response = await createApiClient(env).apiFetch('/api/me');
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledWith('/api/me', { credentials: 'same-origin' });
  });

  it('refreshes an expired session once and repeats the call', async () => {
    let refreshed = false;
    const { env, fetch, assign } = environment((path) => {
      if (path === '/api/user/refresh-token') {
        refreshed = true;
        return json(200, {});
      }
      return refreshed ? json(200, { favourite: true }) : expired();
    });
    const response = await createApiClient(env).apiFetch('/api/tour/1/user-favourite/u', { method: 'PUT' });
    expect(response.status).toBe(200);
    expect(calls(fetch)).toEqual(['PUT /api/tour/1/user-favourite/u', 'POST /api/user/refresh-token', 'PUT /api/tour/1/user-favourite/u']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail at the same time', async () => {
    let release: () => void = () => undefined;
    const refreshAnswer = new Promise<Response>((resolve) => {
      release = () => resolve(json(200, {}));
    });
    let refreshed = false;
    const { env, fetch } = environment((path) => {
      if (path === '/api/user/refresh-token') return refreshAnswer.then((answer) => ((refreshed = true), answer));
      return refreshed ? json(200, {}) : expired();
    });
    const client = createApiClient(env);
    const pending = [client.apiFetch('/api/a'), client.apiFetch('/api/b'), client.apiFetch('/api/c')];
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([path]) => path === '/api/user/refresh-token')).toHaveLength(1));
    release();
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(fetch.mock.calls.filter(([path]) => path === '/api/user/refresh-token')).toHaveLength(1);
  });

  it('also refreshes when the access cookie has expired away (unauthorized), as with no access token but a refresh token', async () => {
    let refreshed = false;
    const { env } = environment((path) => {
      if (path === '/api/user/refresh-token') return (refreshed = true), json(200, {});
      return refreshed ? json(200, {}) : json(401, { code: 'unauthorized' });
    });
    expect((await createApiClient(env).apiFetch('/api/me')).status).toBe(200);
  });

  it('clears the stored user and goes to the login page, coming back after, when the refresh fails', async () => {
    const { env, assign, removeItem, fetch } = environment((path) => (path === '/api/user/refresh-token' ? json(401, { code: 'invalid_token' }) : expired()));
    const response = await createApiClient(env).apiFetch('/api/me');
    expect(response.status).toBe(401);
    expect(removeItem.mock.calls.map(([key]) => key)).toEqual(['user', 'access_token', 'refresh_token']);
    expect(assign).toHaveBeenCalledWith('/fr_FR/EUR/login?next=%2Ffr_FR%2FEUR%2Ftour%2Fparis-food%3Fdate%3D2030-06-01');
    expect(calls(fetch)).toEqual(['GET /api/me', 'POST /api/user/refresh-token']);
  });

  it('treats a network failure of the refresh as a failed refresh', async () => {
    const { env, assign } = environment((path) => {
      if (path === '/api/user/refresh-token') throw new TypeError('Failed to fetch');
      return expired();
    });
    await createApiClient(env).apiFetch('/api/me');
    expect(assign).toHaveBeenCalledOnce();
  });

  it('leaves other errors alone: a 401 of another kind, a 403, and the login calls themselves', async () => {
    const { env, fetch, assign } = environment((path) => {
      if (path === '/api/auth/login') return json(401, { code: 'invalid_credentials' });
      if (path === '/api/admin/x') return json(403, { code: 'forbidden' });
      return json(401, { code: 'site_password_required' });
    });
    const client = createApiClient(env);
    expect((await client.apiFetch('/api/auth/login', { method: 'POST' })).status).toBe(401);
    expect((await client.apiFetch('/api/admin/x')).status).toBe(403);
    expect((await client.apiFetch('/api/cities')).status).toBe(401);
    expect(calls(fetch)).toEqual(['POST /api/auth/login', 'GET /api/admin/x', 'GET /api/cities']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('repeats a call only once, even if the repeated call is refused again', async () => {
    const { env, fetch } = environment((path) => (path === '/api/user/refresh-token' ? json(200, {}) : expired()));
    expect((await createApiClient(env).apiFetch('/api/me')).status).toBe(401);
    expect(calls(fetch)).toEqual(['GET /api/me', 'POST /api/user/refresh-token', 'GET /api/me']);
  });
});

describe('loginPathFor', () => {
  it('keeps the page’s language and currency, else uses the site defaults', () => {
    expect(loginPathFor({ pathname: '/de_DE/CHF/favourite-tours', search: '' })).toBe('/de_DE/CHF/login?next=%2Fde_DE%2FCHF%2Ffavourite-tours');
    expect(loginPathFor({ pathname: '/theme', search: '' })).toBe('/en_US/EUR/login?next=%2Ftheme');
  });
});
