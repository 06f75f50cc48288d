import { canPayNow } from '@cicerone/core/checkout/payment-method-change';
import type { BookingRefund, BookingView, MyBooking } from '@cicerone/core/contracts/bookings';
import type { MyBookingRow } from './booking-queries.ts';

/**
 * Where a booking shows on the status view (requirements §lifecycles.booking): the status decides, except that a paid
 * booking waiting for its tour (pending) moves from upcoming to past once the tour has started,
 * before the completion job marks it completed.
 */
export function bookingView(status: string, startsAt: Date, now: Date): BookingView {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'waiting-payment') return 'waiting-payment';
  if (status === 'completed') return 'past';
  return startsAt.getTime() > now.getTime() ? 'upcoming' : 'past';
}

/** A booking as the API and the My bookings pages show it (requirements §screens.bookings Booking). */
export function answerOf(row: MyBookingRow, now: Date, refunds: readonly BookingRefund[]): MyBooking {
  return {
    id: row.id,
    reference: row.reference,
    orderReference: row.orderReference,
    status: row.status,
    view: bookingView(row.status, row.startsAt, now),
    tour: row.tourId !== null && row.tourSlug !== null ? { id: row.tourId, title: row.tourTitle, slug: row.tourSlug } : null,
    service: row.quoteReference !== null && row.quoteKind !== null ? { reference: row.quoteReference, kind: row.quoteKind, request: row.quoteRequest ?? {}, timeZone: row.quoteTimeZone ?? 'UTC' } : null,
    city: { id: row.cityId, name: row.cityName },
    day: row.day,
    startTime: row.startTime.slice(0, 5),
    startsAt: row.startsAt.toISOString(),
    duration: row.duration,
    travellers: { adults: row.adults, children: row.children, infants: row.infants },
    guideLanguage: row.guideLanguage,
    meetingPoint: row.meetingPoint,
    meetingPlace: row.meetingPlace,
    specialRequirements: row.specialRequirements,
    travelerType: row.travelerType,
    passengerRelation: row.passengerRelation,
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    price: row.price,
    currency: row.currency,
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      expiresAt: row.paymentExpiresAt?.toISOString() ?? null,
      payNow: canPayNow({ status: row.paymentStatus, paymentMethod: row.paymentMethod, expiresAt: row.paymentExpiresAt }, now),
    },
    cancellationReason: row.cancellationReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    // Requirements §screens.bookings: the private note is available after completion only.
    privateNote: row.status === 'completed' ? row.privateNote : null,
    proofs: row.proofs.map((proof) => ({ ...proof, uploadedAt: new Date(proof.uploadedAt).toISOString() })),
    guide: row.guide,
    refunds: [...refunds],
  };
}
