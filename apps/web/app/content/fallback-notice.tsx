import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';
import './fallback-notice.css';

type Shown = Pick<ContentEntry, 'language' | 'requestedLanguage'>;

/** The language tag of an entry shown in English to another language (for lang=""), else undefined. */
export function fallbackLang(entry: Shown): string | undefined {
  return entry.language === entry.requestedLanguage ? undefined : entry.language.replace('_', '-');
}

/**
 * Said above a text not yet written in the visitor's language (the English one is shown): the whole
 * page's (`page`, the blog and the editorial pages) or only the text that follows (`part`: a place's
 * editorial entry, a tour's own texts), the rest of the page being in the visitor's language.
 */
export function FallbackNotice({ entry, scope = 'page' }: { entry: Shown; scope?: 'page' | 'part' }) {
  const { t } = useI18n();
  if (!fallbackLang(entry)) return null;
  return (
    <p className="content-fallback" role="note">
      {t(scope === 'page' ? 'content.fallback.notice' : 'content.fallback.part')}
    </p>
  );
}
