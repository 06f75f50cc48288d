import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // '/' and any path without the language and currency segments go to the visitor's preferred ones.
  index('routes/to-preferred-site.tsx', { id: 'root-redirect' }),
  route('site-password', 'routes/site-password.tsx'),
  route('theme', 'routes/theme.tsx'),
  route(':lang/:currency', 'routes/site.tsx', [
    index('routes/home.tsx'),
    route('tours', 'routes/tours.tsx'),
    route('tour/:slug', 'routes/tour.tsx'),
    route('zones', 'routes/zones.tsx'),
    route('continent/:slug', 'routes/continent.tsx'),
    route('country/:slug', 'routes/country.tsx'),
    route('city/:slug', 'routes/city.tsx'),
    route('city/:slug/reviews', 'routes/city-reviews.tsx'),
    // Pages later issues build answer 'coming soon'; any other path is a real 404.
    route('*', 'routes/placeholder.tsx'),
  ]),
  route('*', 'routes/to-preferred-site.tsx', { id: 'unprefixed-redirect' }),
] satisfies RouteConfig;
