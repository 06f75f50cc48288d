import type { ContentLanguage } from '../types.ts';

export const content: ContentLanguage = {
  home: {
    title: 'Tour privati con guide locali in tutto il mondo',
    summary: 'Prenota tour privati a piedi, tour enogastronomici, giri in bicicletta ed escursioni con guide locali abilitate in centinaia di città.',
    body: [
      'Cicerone mette in contatto i viaggiatori con guide locali che amano la propria città. Ogni tour è privato o in piccolo gruppo: ritmo, soste e domande li decidi tu.',
      'Scegli una passeggiata nel centro storico, un percorso di assaggi tra i mercati, un giro in bici lungo l\'acqua o una gita in campagna. Il prezzo è per gruppo, non a persona, e puoi cancellare gratis fino a 24 ore prima dell\'inizio.',
      'Le nostre guide sono selezionate e recensite da migliaia di viaggiatori. Scegli una città e una data, e lasciati mostrare il posto da chi ci vive.',
    ],
  },
  continent: ({ continent, countries }) => ({
    title: `${continent}: tour privati e guide locali`,
    summary: `${continent} con le guide locali: tour a piedi, enogastronomici, in bicicletta ed escursioni. Paesi più amati: ${countries}.`,
    body: [
      'Per capire un continente così vario, niente è meglio di qualcuno che ci vive. Le nostre guide locali ti mostrano i luoghi famosi e gli angoli che conoscono solo gli abitanti.',
      `Paesi più visitati: ${countries}, e molti altri. Ogni tour è privato o in piccolo gruppo, si paga per gruppo e si può cancellare gratis fino a 24 ore prima dell'inizio.`,
      'Inizia con una passeggiata per orientarti, poi approfondisci con un tour enogastronomico, un museo con un esperto o un\'escursione fuori città.',
    ],
  }),
};
