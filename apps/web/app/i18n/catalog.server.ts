// Server-only re-exports for loaders: the translator of titles for <head> and of what loaders write (a page's own messages: page-messages.server.ts).
export { translatorFor } from '@cicerone/core/i18n/catalogs';
