// The e-mails' own catalogs: the browser never needs these strings, so they stay out of the UI catalogs.
import { catalogSet, type SourceCatalogs } from '@cicerone/core/i18n/catalog-set';
import de_DE from './messages/de_DE.json' with { type: 'json' };
import en_US from './messages/en_US.json' with { type: 'json' };
import es_ES from './messages/es_ES.json' with { type: 'json' };
import fr_FR from './messages/fr_FR.json' with { type: 'json' };
import it_IT from './messages/it_IT.json' with { type: 'json' };
import ja_JP from './messages/ja_JP.json' with { type: 'json' };
import ru_RU from './messages/ru_RU.json' with { type: 'json' };

/** The mail catalogs as written: 'mail.template.key' → ICU message text. */
export const sourceMailCatalogs: SourceCatalogs = { en_US, fr_FR, de_DE, es_ES, it_IT, ru_RU, ja_JP };

/** The language's mail messages over English (the fallback for a missing key), parsed once per process. */
export const { translatorFor: mailTranslatorFor } = catalogSet(sourceMailCatalogs);
