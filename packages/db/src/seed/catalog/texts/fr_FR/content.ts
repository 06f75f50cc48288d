import type { ContentLanguage } from '../types.ts';

/*
 * French puts articles and prepositions before country names (en Italie, au Japon) that a
 * template cannot guess, so countries and city lists appear after a colon, as labels.
 */
export const content: ContentLanguage = {
  home: {
    title: 'Visites privées avec des guides locaux, partout dans le monde',
    summary: 'Réservez des visites privées à pied, des visites gastronomiques, des balades à vélo et des excursions avec des guides locaux agréés dans des centaines de villes.',
    body: [
      'Cicerone met les voyageurs en relation avec des guides locaux passionnés par leur ville. Chaque visite est privée ou en petit groupe : le rythme, les arrêts et les questions vous appartiennent.',
      'Choisissez une visite du centre historique, une balade gourmande dans les marchés, une sortie à vélo au bord de l\'eau ou une excursion à la campagne. Les prix s\'entendent par groupe et non par personne, et l\'annulation est gratuite jusqu\'à 24 heures avant le départ.',
      'Nos guides sont sélectionnés et notés par des milliers de voyageurs. Choisissez une ville, une date, et laissez un habitant vous montrer son quotidien.',
    ],
  },
  continent: ({ continent, countries }) => ({
    title: `${continent} : visites privées et guides locaux`,
    summary: `${continent} : visites à pied, gastronomiques, à vélo et excursions avec des guides locaux. Pays à découvrir : ${countries}.`,
    body: [
      'Pour comprendre un continent aussi varié, rien ne vaut quelqu\'un qui y vit. Nos guides locaux vous montrent les sites célèbres comme les adresses que seuls les habitants connaissent.',
      `Pays les plus visités : ${countries}, et bien d'autres encore. Chaque visite est privée ou en petit groupe, facturée par groupe, et annulable gratuitement jusqu'à 24 heures avant le départ.`,
      'Commencez par une visite à pied pour prendre vos repères, puis approfondissez avec une visite gastronomique, un musée avec un expert ou une excursion hors de la ville.',
    ],
  }),
};
