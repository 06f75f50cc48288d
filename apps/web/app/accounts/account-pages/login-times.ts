import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * The reader's time zone, once the page runs in their browser. The server does not know it, so
 * the page is first rendered in UTC (and says so); hydration then shows local times.
 */
export function useReaderTimeZone(): string | undefined {
  return useSyncExternalStore(
    unchanging,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
}

/** The date and the time of an instant as the reader's language writes them. */
export function loginDateTime(iso: string, tag: string, zone: string | undefined): { date: string; time: string } {
  const instant = new Date(iso);
  const timeZone = zone ?? 'UTC';
  return {
    date: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone }).format(instant),
    time: new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone }).format(instant) + (zone ? '' : ' UTC'),
  };
}
