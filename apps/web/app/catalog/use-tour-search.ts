import { useEffect, useRef, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { tourListResetDelayMs } from '@cicerone/core/catalog/tour-filters';
import { useSitePath } from '../site/site-data.ts';
import { emptyTourSearch, toursPath, type TourSearch } from './tour-search.ts';

/** Typing and sliding wait for a pause; ticking boxes waits a little, so that quick ticks make one request. */
const typingDelayMs = 400;
const choiceDelayMs = 150;

export type ChangeKind = 'typing' | 'choice';

/**
 * The filters as the visitor edits them (the draft) and the navigation that applies them:
 * a change navigates after a short pause (replacing the history entry while typing), and
 * the URL stays the one source of truth: back, pagination and links reset the draft to it.
 * Reset waits tourListResetDelayMs before emptying the list (requirements §screens.catalogue); a change in that pause cancels it.
 */
export function useTourSearch(search: TourSearch) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const sitePath = useSitePath();
  const [draft, setDraft] = useState(search);
  /** The URL's search the draft was last compared with, and the one this hook navigated to last. */
  const [seen, setSeen] = useState(search);
  const [sent, setSent] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const applyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed: when it is not the navigation this hook started, it wins over the draft.
  if (toursPath(search) !== toursPath(seen)) {
    setSeen(search);
    if (toursPath(search) !== sent) setDraft(search);
  }

  useEffect(
    () => () => {
      clearTimeout(applyTimer.current);
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const go = (next: TourSearch, replace: boolean) => {
    const path = toursPath(next);
    setSent(path);
    navigate(sitePath(path), { replace, preventScrollReset: true });
  };

  const cancelReset = () => {
    if (resetTimer.current === undefined) return;
    clearTimeout(resetTimer.current);
    resetTimer.current = undefined;
    setResetting(false);
  };

  /** Changes some filters; the list follows after a pause. Any change starts again from page 1. */
  const change = (patch: Partial<TourSearch>, kind: ChangeKind) => {
    cancelReset();
    const next = { ...draft, ...patch, page: 1 };
    setDraft(next);
    clearTimeout(applyTimer.current);
    applyTimer.current = setTimeout(() => go(next, kind === 'typing'), kind === 'typing' ? typingDelayMs : choiceDelayMs);
  };

  /** Applies the draft at once (the Apply button, Enter in a field). */
  const apply = () => {
    cancelReset();
    clearTimeout(applyTimer.current);
    go(draft, false);
  };

  const reset = () => {
    clearTimeout(applyTimer.current);
    clearTimeout(resetTimer.current);
    setResetting(true);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      setResetting(false);
      setDraft(emptyTourSearch);
      go(emptyTourSearch, false);
    }, tourListResetDelayMs);
  };

  const loading = navigation.state === 'loading' && navigation.location.pathname.endsWith('/tours');
  return { draft, change, apply, reset, resetting, pending: resetting || loading };
}
