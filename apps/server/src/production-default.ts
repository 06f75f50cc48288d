/**
 * Imported first by `npm start` (server.ts), before anything loads React: React and other libraries
 * pick their development or production build from process.env.NODE_ENV when first loaded, and
 * `npm start` runs without it. The configuration already defaults to production (config.ts), so the
 * process says so too; otherwise every page would be rendered by React's slower development build.
 */
process.env.NODE_ENV ??= 'production';
