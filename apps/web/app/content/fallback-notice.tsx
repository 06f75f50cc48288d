import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';

/** The language tag of an entry shown in English to another language (for lang=""), else undefined. */
export function fallbackLang(entry: Pick<ContentEntry, 'language' | 'requestedLanguage'>): string | undefined {
  return entry.language === entry.requestedLanguage ? undefined : entry.language.replace('_', '-');
}

/** Said above a page whose text is not yet written in the visitor's language (the English entry is shown). */
export function FallbackNotice({ entry }: { entry: Pick<ContentEntry, 'language' | 'requestedLanguage'> }) {
  const { t } = useI18n();
  if (!fallbackLang(entry)) return null;
  return (
    <p className="content-fallback" role="note">
      {t('content.fallback.notice')}
    </p>
  );
}
