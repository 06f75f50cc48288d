// Server-only re-exports for loaders: the catalog sent to the browser, and titles for <head>.
export { messagesFor, translatorFor } from '@cicerone/core/i18n/catalogs';
