import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { graphReader, keysNamed, readModule, resolveImport } from './message-keys.server.ts';
import { routeChains } from './route-messages.server.ts';

const catalogue = ['tour.duration.hours', 'tour.duration.days', 'tour.title', 'account.addresses.empty', 'account.phones.empty', 'cart.added', 'errors.internal'];

describe('the keys a module can ask for', () => {
  it('reads whole literals, template heads and tails the way t() receives them', () => {
    const { strings } = readModule(`
      t('tour.title'); t(\`tour.duration.\${unit}\`, { count });
      const texts = cond ? "account.addresses" : 'account.phones';
      t(\`\${texts}.empty\`); redirectWithFlash(args, to, [{ key: 'cart.added' }]);
      const notErrors = 'errors'; // the visitor's language, or 'tour.none' in a comment
      const text = "it's"; const pattern = /'/;
      t('errors.internal');
    `);
    expect(keysNamed(strings, catalogue)).toEqual(['tour.duration.hours', 'tour.duration.days', 'tour.title', 'account.addresses.empty', 'account.phones.empty', 'cart.added', 'errors.internal']);
  });

  it('leaves out what a server module translates or compares itself, but not the keys it sends as data', () => {
    const source = `
      errors[field] = issue.message.startsWith('errors.') ? t(issue.message) : page.t(\`errors.\${code}\`, { reason: t('tour.title') });
      return redirectWithFlash(args, to, [{ key: 'cart.added' }]);
    `;
    expect(keysNamed(readModule(source, 'add-to-cart.server.ts').strings, catalogue)).toEqual(['cart.added']);
    // The same code in a browser module translates with the page's messages: they must hold every key it can ask for.
    expect(keysNamed(readModule(source, 'add-to-cart.tsx').strings, catalogue)).toEqual(['tour.title', 'cart.added', 'errors.internal']);
  });

  it('counts a literal prefix ending in a dot as every key under it', () => {
    expect(keysNamed(readModule(`const key = 'tour.duration.' + unit;`).strings, catalogue)).toEqual(['tour.duration.hours', 'tour.duration.days']);
  });

  it('follows code imports, lazy ones included, but not types, packages or the API contracts', () => {
    const source = `
      import { lazy } from 'react';
      import type { Flash } from '../lib/page/flash.ts';
      import { useT, type Other } from './i18n.tsx';
      import './app.css';
      export { x } from "./x.ts";
      const Panel = lazy(() => import('../shell/user-menu-panel.tsx'));
      import { tourCard } from '@cicerone/core/contracts/catalog';
      import { languageTag } from '@cicerone/core/locales';
    `;
    expect(readModule(source).imports.sort()).toEqual(['../shell/user-menu-panel.tsx', './app.css', './i18n.tsx', './x.ts', '@cicerone/core/contracts/catalog', '@cicerone/core/locales', 'react'].sort());
    const repository = fileURLToPath(new URL('../../../../', import.meta.url));
    const from = fileURLToPath(new URL('./i18n.tsx', import.meta.url));
    expect(resolveImport(from, '@cicerone/core/locales', repository)).toBe(`${repository}packages/core/src/locales.ts`);
    expect(resolveImport(from, '@cicerone/core/contracts/catalog', repository)).toBeNull();
    expect(resolveImport(from, 'react', repository)).toBeNull();
    expect(resolveImport(from, './app.css', repository)).toBeNull();
  });

  it('reads a panel opened on a click as a panel, not as the page’s code', () => {
    const { imports, panels } = readModule(`
      const Panel = lazyPanel('user-menu', () => import('./user-menu-panel.tsx'));
      const Footer = lazy(() => import('./footer.tsx'));
    `);
    expect(imports).toEqual(['./footer.tsx']);
    expect([...panels]).toEqual([['user-menu', './user-menu-panel.tsx']]);
  });

  it('gives a panel’s messages to the panel and not to the page that opens it', () => {
    const repository = fileURLToPath(new URL('../../../../', import.meta.url));
    const graphStrings = graphReader(repository);
    const catalogueKeys = Object.keys(sourceCatalogs.en_US);
    const header = graphStrings([fileURLToPath(new URL('../shell/header.tsx', import.meta.url))]);
    expect(keysNamed(header, catalogueKeys)).toContain('shell.header.menu');
    expect(keysNamed(header, catalogueKeys)).not.toContain('shell.menu.allTours');
    const wideMenu = header.panels.get('wide-menu');
    expect(wideMenu).toBe(fileURLToPath(new URL('../shell/wide-menu-panel.tsx', import.meta.url)));
    expect(keysNamed(graphStrings([wideMenu ?? '']), catalogueKeys)).toContain('shell.menu.allTours');
  });

  it('gives a page the keys of its whole module graph: the toasts of the header reach every page', () => {
    const repository = fileURLToPath(new URL('../../../../', import.meta.url));
    const keys = keysNamed(graphReader(repository)([fileURLToPath(new URL('../routes/site.tsx', import.meta.url))]), Object.keys(sourceCatalogs.en_US));
    expect(keys).toContain('shell.theme.toDark');
    expect(keys).not.toContain('admin.dashboard.title');
  });
});

describe('the pages of the route config', () => {
  it('keys each page by React Router’s pattern, its layouts and its index sharing one, a layout without a path only through its children', () => {
    const chains = routeChains([
      { file: 'routes/to-preferred-site.tsx', index: true },
      { path: ':lang/:currency', file: 'routes/site.tsx', children: [{ index: true, file: 'routes/home.tsx' }, { file: 'routes/admin-layout.tsx', children: [{ path: 'admin', file: 'routes/admin-dashboard.tsx' }] }] },
    ]);
    expect(Object.fromEntries([...chains].map(([pattern, files]) => [pattern, [...files]]))).toEqual({
      '/': ['routes/to-preferred-site.tsx'],
      ':lang/:currency': ['routes/site.tsx', 'routes/home.tsx'],
      ':lang/:currency/admin': ['routes/site.tsx', 'routes/admin-layout.tsx', 'routes/admin-dashboard.tsx'],
    });
  });
});
