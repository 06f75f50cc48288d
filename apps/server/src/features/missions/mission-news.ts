import { defaultCurrency, fallbackLocale, isLocale } from '@cicerone/core/locales';
import type { Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
import { accountName, adminAccounts, peopleOfMission } from './mission-queries.ts';

/** Whom a mail is for, in their account's language and currency. */
function reader(person: { email: string; locale: string | null; currency: string | null }) {
  return { to: person.email, locale: isLocale(person.locale) ? person.locale : fallbackLocale, currency: person.currency ?? defaultCurrency };
}

/**
 * Who hears of a mission's change, by e-mail written in the change's transaction (the outbox): the
 * traveller when their guide is assigned, every admin when a guide gives a mission back, the
 * assigned guide when the traveller cancels.
 */
export function missionNews(mail: Pick<Mailer, 'enqueue'>) {
  async function peopleOf(tx: Executor, missionId: string) {
    const people = await peopleOfMission(tx, missionId);
    if (!people) throw new Error(`mission ${missionId} has no booking`);
    return { people, tour: { bookingReference: people.bookingReference, tourTitle: people.tourTitle, serviceKind: people.serviceKind, day: people.day, startTime: people.startTime } };
  }

  return {
    async assigned(tx: Executor, missionId: string): Promise<void> {
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
      const { people, tour } = await peopleOf(tx, missionId);
      if (!people.guideEmail) return;
      await mail.enqueue(tx, {
        ...reader({ email: people.guideEmail, locale: people.guideLocale, currency: people.guideCurrency }),
        template: 'mission-cancelled',
        data: { name: people.guideFirstName ?? '', ...tour },
      });
    },
  };
}

export type MissionNews = ReturnType<typeof missionNews>;
