import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from '../shell/icons.tsx';
import { useToast } from '../shell/toast.tsx';
import { useSite } from '../site/site-data.ts';
import type { Flash } from '../lib/page/flash.ts';
import { useSessionWatch } from './session-watch.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

// This module is the one chunk the layout loads for a logged-in user or a notice (home's first load
// stays small): it imports nothing of its own folder but types, the session watch and the resend
// form — which the verify-email page imports too, so it lives in its own module: a module imported
// both lazily and statically would not get a chunk of its own.

/**
 * What the layout adds under the header for a logged-in user or a notice: the session watch, the
 * banner of an unverified account, and the confirmation a form left for this page after its redirect.
 */
export default function SiteNotices() {
  const { user, flash } = useSite();
  return (
    <>
      {user ? <SessionWatch coins={user.coins} role={user.role} isPro={user.isPro} /> : null}
      {user && !user.emailVerified ? <VerifyBanner /> : null}
      {flash ? <FlashNotices key={flash.id} flash={flash} /> : null}
    </>
  );
}

function SessionWatch({ coins, role, isPro }: { coins: number; role: number; isPro: boolean }) {
  useSessionWatch(coins, role, isPro);
  return null;
}

const noSubscription = () => () => undefined;

function VerifyBanner() {
  const { t } = useI18n();
  return (
    <div className="verify-banner" role="region" aria-label={t('auth.verifyBanner.label')}>
      <div className="verify-banner-inner">
        <p>{t('auth.verifyBanner.text')}</p>
        <ResendVerificationForm className="button button-secondary button-small" />
      </div>
    </div>
  );
}

/**
 * A confirmation that arrived with a page sent whole by the server (a form posted without
 * JavaScript) is written in the page; one that arrived while the app runs is the green toast.
 */
function FlashNotices({ flash }: { flash: Flash }) {
  const { t } = useI18n();
  const { show } = useToast();
  const location = useLocation();
  // False on the server and while hydrating: the flash came with the page itself.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [inPage] = useState(!hydrated);
  const [shownOn] = useState(location.key);
  const text = flash.notices.map((notice) => t(notice.key, notice.values)).join(' ');
  useEffect(() => {
    if (!inPage) show(text);
  }, [inPage, show, text]);
  if (!inPage || location.key !== shownOn) return null;
  return (
    <div className="flash-notice" role="status">
      <Icon name="check" />
      <p>{text}</p>
    </div>
  );
}
