import { defaultCurrency, fallbackLocale, isLocale } from '@cicerone/core/locales';
import { missionMachine } from '@cicerone/core/missions/mission-status';
import type { Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
import { guidePay } from './guide-pay.ts';
import { accountName, adminAccounts, assignedGuideOf, guidesHoldingMission, offeredGuidesOfOrder, peopleOfMission, type GuideMailRow } from './mission-queries.ts';

const waiting = missionMachine.nextStatus(null, 'booking_paid');

/** Whom a mail is for, in their account's language and currency. */
function reader(person: { email: string; locale: string | null; currency: string | null }) {
  return { to: person.email, locale: isLocale(person.locale) ? person.locale : fallbackLocale, currency: person.currency ?? defaultCurrency };
}

/**
 * Who hears of a mission's change, by e-mail written in the change's transaction (the outbox): the
 * guides it is offered to when its booking is paid, the traveller and the guide when a guide is
 * assigned, every admin when a guide gives a mission back, the guides holding it when the traveller
 * cancels. Everything a mail says is read with `tx` (decision 0044): no cache inside the transaction.
 */
export function missionNews(mail: Pick<Mailer, 'enqueue'>, options: { defaultSharePercent: number }) {
  async function peopleOf(tx: Executor, missionId: string) {
    const people = await peopleOfMission(tx, missionId);
    if (!people) throw new Error(`mission ${missionId} has no booking`);
    return { people, tour: { bookingReference: people.bookingReference, tourTitle: people.tourTitle, serviceKind: people.serviceKind, day: people.day, startTime: people.startTime } };
  }

  /** A mission as a guide's mail names it, in their language. */
  function guideMail(row: GuideMailRow) {
    return {
      ...reader(row),
      data: { name: row.firstName, bookingReference: row.bookingReference, tourTitle: row.tourTitle, serviceKind: row.serviceKind, day: row.day, startTime: row.startTime },
    };
  }

  return {
    /**
     * A paid order's missions, to the guides they are offered to: once per mission and guide, since
     * the payment creates each mission once (a mission given back is not offered again by mail: it is
     * on the dashboards of the guides it is offered to).
     */
    async offered(tx: Executor, orderId: string): Promise<void> {
      for (const row of await offeredGuidesOfOrder(tx, orderId, waiting)) {
        const { data, ...to } = guideMail(row);
        await mail.enqueue(tx, {
          ...to,
          template: 'mission-offered',
          data: {
            ...data,
            cityName: row.cityName,
            tourLanguage: row.tourLanguage,
            travellers: row.adults + row.children + row.infants,
            pay: { amount: guidePay(row, options.defaultSharePercent), currency: row.payCurrency, minorUnits: row.minorUnits },
          },
        });
      }
    },

    async assigned(tx: Executor, missionId: string): Promise<void> {
      for (const row of await assignedGuideOf(tx, missionId)) {
        const { data, ...to } = guideMail(row);
        await mail.enqueue(tx, { ...to, template: 'mission-assigned', data: { ...data, cityName: row.cityName } });
      }
      const { people, tour } = await peopleOf(tx, missionId);
      if (!people.guideEmail) return;
      const guide = { name: `${people.guideFirstName ?? ''} ${people.guideLastName ?? ''}`.trim(), email: people.guideEmail, phone: people.guidePhone };
      await mail.enqueue(tx, {
        ...reader({ email: people.travellerEmail, locale: people.travellerLocale, currency: people.travellerCurrency }),
        template: 'mission-guide-assigned',
        data: { name: people.travellerFirstName, ...tour, guide },
      });
    },

    async givenBack(tx: Executor, missionId: string, guideUserId: string, reason: string): Promise<void> {
      const { tour } = await peopleOf(tx, missionId);
      const guide = await accountName(tx, guideUserId);
      for (const admin of await adminAccounts(tx)) {
        await mail.enqueue(tx, { ...reader(admin), template: 'mission-given-back', data: { name: admin.firstName, ...tour, guideName: `${guide.firstName} ${guide.lastName}`.trim(), reason } });
      }
    },

    async cancelled(tx: Executor, missionId: string): Promise<void> {
      for (const row of await guidesHoldingMission(tx, missionId)) {
        const { data, ...to } = guideMail(row);
        await mail.enqueue(tx, { ...to, template: 'mission-cancelled', data: { ...data, assignedToYou: row.assignedToThem } });
      }
    },
  };
}

export type MissionNews = ReturnType<typeof missionNews>;
