import type { ContentLanguage } from '../types.ts';

/* Country names keep no article here: "die Schweiz" or "die USA" would need one, so they follow a colon or stand alone in titles. */
export const content: ContentLanguage = {
  home: {
    title: 'Private Touren mit lokalen Guides, überall auf der Welt',
    summary: 'Buchen Sie private Stadtführungen, kulinarische Touren, Radtouren und Tagesausflüge mit geprüften lokalen Guides in Hunderten von Städten.',
    body: [
      'Cicerone bringt Reisende mit lokalen Guides zusammen, die ihre Stadt lieben. Jede Tour ist privat oder findet in kleiner Gruppe statt: Tempo, Stopps und Fragen bestimmen Sie.',
      'Wählen Sie einen Rundgang durch die Altstadt, einen Genussspaziergang über die Märkte, eine Radtour am Wasser oder einen Ausflug aufs Land. Die Preise gelten pro Gruppe, nicht pro Person, und bis 24 Stunden vor Beginn stornieren Sie kostenlos.',
      'Unsere Guides werden geprüft und von Tausenden Reisenden bewertet. Wählen Sie eine Stadt und ein Datum, und lassen Sie sich den Ort von jemandem zeigen, der dort zu Hause ist.',
    ],
  },
  continent: ({ continent, countries }) => ({
    title: `${continent}: private Touren und lokale Guides`,
    summary: `${continent} mit lokalen Guides entdecken: Stadtführungen, kulinarische Touren, Radtouren und Tagesausflüge. Beliebte Länder: ${countries}.`,
    body: [
      `${continent} ist ein Kontinent der Gegensätze, und am besten versteht man ihn mit jemandem, der dort lebt. Unsere lokalen Guides zeigen Ihnen die berühmten Sehenswürdigkeiten und die Orte, die nur Einheimische kennen.`,
      `Beliebte Reiseziele: ${countries} sowie viele weitere Länder. Jede Tour ist privat oder in kleiner Gruppe, wird pro Gruppe berechnet und ist bis 24 Stunden vor Beginn kostenlos stornierbar.`,
      'Beginnen Sie mit einem Stadtrundgang zur Orientierung und gehen Sie dann tiefer: mit einer kulinarischen Tour, einem Museumsbesuch mit Fachguide oder einem Ausflug ins Umland.',
    ],
  }),
};
