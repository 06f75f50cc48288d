import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@cicerone/db/client";
import { guideProfile } from "@cicerone/db/schema/guides";
import type { RecruitmentStatus } from "@cicerone/core/guides/recruitment-status";
import { roles, type Role } from "@cicerone/core/roles";
import type { App } from "../app.ts";
import { userWithSession, type TestUser } from "./accounts-factory.ts";
import { placeIds } from "./catalog-factory.ts";
import { payoutMethod } from "@cicerone/db/schema/accounts";
import { tour } from "@cicerone/db/schema/catalog";
import { booking, customerOrder, mission } from "@cicerone/db/schema/orders";

export interface FinishedMissionValues {
  guideUserId: string;
  customerUserId: string;
  tourId: number;
  /** The visit's local day, 'YYYY-MM-DD'. */
  day: string;
  currency?: string;
  /** The booking's price in the currency's minor units. */
  price?: number;
  adults?: number;
  guideLanguage?: string;
  /** A tour not over yet: its booking still pending and its mission assigned. */
  underway?: boolean;
}

/**
 * A tour that happened: its paid order, its completed booking and its mission finished by the given
 * guide, written straight to the database (as the missions' assignment will have done) — what the
 * payments page and the monthly payout read.
 */
export async function finishedMission(
  db: Database,
  values: FinishedMissionValues,
): Promise<{ missionId: string; orderReference: string }> {
  const price = values.price ?? 10_000;
  const currency = values.currency ?? "EUR";
  const [place] = await db
    .select({ cityId: tour.cityId })
    .from(tour)
    .where(eq(tour.id, values.tourId));
  if (!place) throw new Error(`no tour ${values.tourId}`);
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const [order] = await db
    .insert(customerOrder)
    .values({
      reference: `CIC-${suffix}`,
      userId: values.customerUserId,
      locale: "en_US",
      currency,
      rate: "1",
      subtotal: price,
      grandTotal: price,
      paymentMethod: "card",
      status: "paid",
      paidAt: new Date(`${values.day}T08:00:00Z`),
    })
    .returning({ id: customerOrder.id, reference: customerOrder.reference });
  if (!order) throw new Error("order insert returned nothing");
  const [row] = await db
    .insert(booking)
    .values({
      reference: `BK-${suffix}`,
      orderId: order.id,
      userId: values.customerUserId,
      tourId: values.tourId,
      cityId: place.cityId,
      duration: "4h",
      day: values.day,
      startTime: "10:00",
      adults: values.adults ?? 2,
      guideLanguage: values.guideLanguage ?? "en_US",
      contactName: "Ada Traveller",
      contactEmail: "ada@example.com",
      contactPhone: "+33 6 12 34 56 78",
      startsAt: new Date(`${values.day}T10:00:00Z`),
      price,
      priceEurCents: price,
      status: values.underway ? "pending" : "completed",
    })
    .returning({ id: booking.id });
  if (!row) throw new Error("booking insert returned nothing");
  const [made] = await db
    .insert(mission)
    .values({
      bookingId: row.id,
      cityId: place.cityId,
      status: values.underway ? "assigned" : "finished",
      guideUserId: values.guideUserId,
    })
    .returning({ id: mission.id });
  if (!made) throw new Error("mission insert returned nothing");
  return { missionId: made.id, orderReference: order.reference };
}

/** The guide's primary bank account, as the account pages save it. */
export async function primaryBankAccount(
  db: Database,
  userId: string,
  iban = "DE89370400440532013000",
  bic = "COBADEFFXXX",
): Promise<void> {
  await db
    .insert(payoutMethod)
    .values({
      userId,
      kind: "bank_account",
      isPrimary: true,
      accountHolder: "Gina Guide",
      bankCountry: iban.slice(0, 2),
      bankName: "Test Bank",
      iban,
      swiftBic: bic,
      currency: "EUR",
    });
}

/**
 * A guide as the recruitment leaves them: a role-3 account with its guide_profile (city, spoken
 * languages, recruitment status), written straight to the database — missions only read it.
 */
export async function guideWithSession(
  app: App,
  db: Database,
  {
    city = "paris",
    languages = ["en_US"],
    status = "approved",
    role = roles.guide,
  }: {
    city?: string;
    languages?: string[];
    status?: RecruitmentStatus;
    role?: Role;
  } = {},
): Promise<TestUser> {
  const guide = await userWithSession(app, db, { role });
  const { cityId } = await placeIds(db, city);
  await db
    .insert(guideProfile)
    .values({
      userId: guide.id,
      cityId,
      spokenLanguages: languages,
      recruitmentStatus: status,
    });
  return guide;
}
