// Server-only: the browser receives just its own language's catalog, parsed, from the root loader.
import de_DE from './messages/de_DE.json' with { type: 'json' };
import en_US from './messages/en_US.json' with { type: 'json' };
import es_ES from './messages/es_ES.json' with { type: 'json' };
import fr_FR from './messages/fr_FR.json' with { type: 'json' };
import it_IT from './messages/it_IT.json' with { type: 'json' };
import ja_JP from './messages/ja_JP.json' with { type: 'json' };
import ru_RU from './messages/ru_RU.json' with { type: 'json' };
import { catalogSet, type SourceCatalogs } from './catalog-set.ts';

/** The source catalogs as written: 'key' → ICU message text. */
export const sourceCatalogs: SourceCatalogs = { en_US, fr_FR, de_DE, es_ES, it_IT, ru_RU, ja_JP };

/** The language's messages over English (English is the fallback for any missing key), parsed once per process; its translator. */
export const { messagesFor, translatorFor } = catalogSet(sourceCatalogs);
