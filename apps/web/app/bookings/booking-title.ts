type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What a booking is called on every page: its tour's title, or its service's kind (requirements §booking.services: a pickup, a transfer…). */
export function bookingTitle(booking: { tour: { title: string } | null; service: { kind: string } | null }, t: Translate): string {
  return booking.tour?.title ?? (booking.service ? t(`quotes.kind.${booking.service.kind}`) : '');
}
