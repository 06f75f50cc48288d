import { createContext } from 'react-router';
import type { AppServices } from '@cicerone/server/services';

/** What the Fastify server hands every loader and action (see apps/server/src/plugins/pages.ts). */
export interface RequestContext {
  services: AppServices;
  clientIp: string;
  /** This response's Content-Security-Policy nonce: every inline script of the page must carry it. */
  nonce: string;
  /** Whether every cookie this response sets is Secure: the server's one rule (apps/server/src/plugins/auth.ts secureCookies). */
  secureCookies: boolean;
}

export const appContext = createContext<RequestContext>();
