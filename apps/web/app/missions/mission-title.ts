type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What a mission is called: its tour's title, or its service's kind (requirements §booking.services: a pickup, a transfer…). */
export function missionTitle(mission: { tour: { title: string }; service: { kind: string } | null }, t: Translate): string {
  return mission.service ? t(`quotes.kind.${mission.service.kind}`) : mission.tour.title;
}
