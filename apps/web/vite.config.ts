import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints-plugin.ts';
import { pageMessages } from './page-messages-plugin.ts';

export default defineConfig({
  plugins: [reactRouter(), pageMessages(fileURLToPath(new URL('app/', import.meta.url))), compileHints()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: {
      // A lazy import lists the files to fetch alongside it, so its imports do not load one after
      // another. The runtime and the shell are not worth naming there: every page's HTML loads
      // them before any route module runs, and each name is bytes in the page's own first load.
      // Left with the imported file alone, the list is dropped, as Vite does for such an import.
      resolveDependencies: (file, dependencies) => {
        const notLoaded = dependencies.filter((dependency) => !/(^|\/)(rolldown-runtime|shell)-[\w-]+\.js$/.test(dependency));
        return notLoaded.length === 1 && notLoaded[0] === file ? [] : notLoaded;
      },
    },
    rolldownOptions: {
      output: {
        // One chunk for the code every page's shell needs, instead of a dozen tiny ones (each costs
        // a request and its own wrapper); the panels loaded on first open and the catalog and checkout rules (only the
        // catalog, cart and checkout pages use them) stay separate. (codeSplitting.groups is
        // Rolldown's name for what it called advancedChunks before 1.0.)
        codeSplitting: {
          groups: [
            // Not in it: what only the account and booking pages use (instants with their zone, upload
            // rules, the lifecycles' machines and their errors, the gift cards' rules, the recruitment form, the guides' pay, the FAQ's search and the blog's rules, the support chat's rules: its panel loads on first click, the panels' lists read on first open, the reviews' rules, the quotes' rules, the back office's user rules; the footer, hydrated after the page; the city search of forms, which home does not show) — the shell loads
            // on every page, home included, whose budget has no room.
            // React DOM's small public module (preload, flushSync) too: every page loads it (the client
            // runtime needs it), and left to the first group whose code imports it (the tour card's picture
            // preloads) it took that group's chunk, and the catalog's cards with it, into every page's first load.
            { name: 'shell', test: /node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)|apps\/web\/app\/(shell\/(?!.*-panel\.tsx|user-menu\.tsx|footer\.tsx|city-autocomplete\.tsx|company-address\.tsx|menu-links\.ts)|site\/(?!reference-lists\.ts)|i18n\/(?!use-instants)|theme\/)|packages\/core\/src\/(?!admin\/|catalog\/|contact\/|content\/|chat\/|checkout\/|gift-cards\/|guides\/|missions\/|payouts\/|reviews\/|quotes\/|tour-images\/|promo-codes\/|places\/|state-machine\.ts|errors\.ts|uploads\.ts|i18n\/instants\.ts|admin-users\/)/ },
            // What the catalog pages share: the meta (home needs it at once), then the price formatting
            // (with the checkout), the parts of a tour's page also found on cards (stars, favourite,
            // reviews), and the card itself (lists, not the tour page). An earlier group takes a module
            // and the modules it imports first, so the order matters: one chunk each, none carrying
            // code a page of the others does not use (bench/first-load.ts --files shows which it loads).
            { name: 'catalog', test: /apps\/web\/app\/seo\/page-meta\.ts/ },
            { name: 'price', test: /apps\/web\/app\/lib\/format\/use-price\.ts|packages\/core\/src\/catalog\/pricing\.ts/ },
            { name: 'catalog-cards', test: /apps\/web\/app\/catalog\/(review-list|rating-stars|favourite-button)\.tsx?/ },
            { name: 'tour-card', test: /apps\/web\/app\/catalog\/tour-card\.tsx/ },
            // Home's sections below the search, loaded by a navigation to home (a document keeps the server's).
            { name: 'home-sections', test: /apps\/web\/app\/home\/home-sections\.tsx/ },
            // The same for the footer (every page) and the back office dashboard's charts with visx: each its
            // own chunk, which the page's code imports lazily (a module the page also imports for the server
            // would otherwise join the page's chunk).
            { name: 'footer', test: /apps\/web\/app\/shell\/footer\.tsx/ },
            // (The back office's table frame, which the chart's figures use too, stays the pages' own.)
            { name: 'admin-table', test: /apps\/web\/app\/admin\/admin-table\.tsx/ },
            { name: 'sales-chart', test: /apps\/web\/app\/admin\/dashboard\/sales-chart\.tsx/ },
            // The signed-in notices (loaded lazily by every page) with the resend form they show: one
            // chunk, so the pages' shared route module names one lazy file, not two.
            { name: 'notices', test: /apps\/web\/app\/accounts\/(notices|resend-verification-form)\.tsx/ },
            // The form kit (docs/decisions/0015-one-form-pattern.md) as one chunk: a page with a form
            // loads it in one request. Not in it: the file field, whose upload rules only upload forms need.
            { name: 'forms', test: /apps\/web\/app\/lib\/forms\/(form|fields|form-check|form-problems|error-summary)\.tsx?$/ },
          ],
        },
      },
    },
  },
  // The workspace packages are TypeScript the server already runs (Node 24 strips the types): the
  // server build imports them instead of bundling copies, so a process holds one instance of each
  // module. Copies of the contracts registered their schema ids (TourCard, ContentEntry…) a second
  // time in zod's registry, which is global, and the OpenAPI document refused to be written. (Vite's
  // own ssr.external skips .ts entries, hence the bundler's option.)
  environments: { ssr: { build: { rolldownOptions: { external: [/^@cicerone\//] } } } },
});
