import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // '/' and any path without the language and currency segments go to the visitor's preferred ones.
  index('routes/to-preferred-site.tsx', { id: 'root-redirect' }),
  route('site-password', 'routes/site-password.tsx'),
  route('theme', 'routes/theme.tsx'),
  route(':lang/:currency', 'routes/site.tsx', [
    index('routes/home.tsx'),
    // Pages later issues build answer 'coming soon'; any other path is a real 404.
    route('*', 'routes/placeholder.tsx'),
  ]),
  route('*', 'routes/to-preferred-site.tsx', { id: 'unprefixed-redirect' }),
] satisfies RouteConfig;
