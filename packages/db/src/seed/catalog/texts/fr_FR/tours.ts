import type { TourLanguage } from '../types.ts';

/**
 * "à" and "de" merge with a leading masculine or plural article (au Caire, du Caire, aux Sables)
 * and "de" elides before a vowel (d'Amsterdam); "La" and "L'" stay as they are (à La Havane).
 */
export function frenchCityForms(city: string): Record<string, string> {
  const article = /^(Le|Les) (.+)$/u.exec(city);
  if (article) {
    const [, word, rest] = article;
    return word === 'Le' ? { city, aCity: `au ${rest}`, deCity: `du ${rest}` } : { city, aCity: `aux ${rest}`, deCity: `des ${rest}` };
  }
  return { city, aCity: `à ${city}`, deCity: /^[AEIOUÉÈÊÂÎÔ]/u.test(city) ? `d'${city}` : `de ${city}` };
}

export const tours: TourLanguage = {
  cityForms: frenchCityForms,
  categories: {
    'private-tour': {
      titles: ['{city} : visite privée à pied avec un guide local', 'Les incontournables {deCity} : visite privée du centre historique', 'Visite privée {deCity} : coins secrets et sites célèbres', '{city} comme un habitant : visite privée avec un guide résident'],
      summaries: ['Découvrez le meilleur {deCity} à votre rythme, avec un guide qui vit ici et un itinéraire pensé pour vous.', 'Une promenade privée {aCity} avec un guide local agréé : les sites célèbres, leurs histoires et les rues que les visiteurs ne voient pas.'],
      description: [
        'Cette visite est rien que pour vous : pas d\'inconnus, pas de micro, pas de discours appris par cœur.',
        'Votre guide vous retrouve dans le centre {deCity} et adapte le parcours à vos envies, qu\'il s\'agisse d\'architecture, d\'histoire ou des bonnes adresses locales.',
        'En chemin, vous découvrirez les histoires qui font le caractère {deCity}, de sa fondation aux quartiers qui changent aujourd\'hui.',
        'N\'hésitez pas à poser vos questions : le rythme, les arrêts et les pauses se décident ensemble.',
      ],
      steps: [
        ['Le centre historique', 'Une promenade dans les plus vieilles rues {deCity}, devant les monuments qui ont façonné la ville.'],
        ['La place principale', 'Un arrêt sur la place où les habitants se retrouvent depuis des siècles, avec du temps pour les photos.'],
        ['Un quartier local', 'Des ruelles plus calmes, de petits ateliers et la vie quotidienne {deCity}.'],
        ['Un point de vue', 'Un panorama sur les toits, idéal pour comprendre la géographie {deCity}.'],
        ['Pause café', 'Une courte pause dans un café qu\'apprécie votre guide, loin de la foule.'],
      ],
      included: ['Guide local agréé privé', 'Itinéraire adapté à vos envies', 'Conseils personnalisés pour votre séjour', 'Plan des lieux visités'],
      notIncluded: ['Droits d\'entrée', 'Repas et boissons', 'Pourboires'],
      highlights: ['Découvrez {city} avec un guide qui y vit', 'Votre groupe seulement : le rythme et les arrêts sont les vôtres', 'Sites célèbres et coins cachés en une seule promenade', 'Des histoires absentes des guides de voyage', 'De bonnes adresses pour la suite de votre séjour'],
      information: ['L\'itinéraire peut être modifié sur place avec votre guide.', 'Certaines églises et certains lieux de culte exigent des épaules et des genoux couverts.'],
    },
    'group-tour': {
      titles: ['{city} : visite à pied de la vieille ville en petit groupe', 'L\'essentiel {deCity} : visite guidée en groupe', 'Découvrir {city} : promenade guidée en petit groupe', '{city} en une demi-journée : visite en groupe avec un guide local'],
      summaries: ['Les sites incontournables {deCity} dans une ambiance conviviale, avec un guide local passionné.', 'Une première approche facile {deCity} : une promenade guidée devant les grands monuments, en petit groupe de voyageurs.'],
      description: [
        'Une promenade détendue {aCity} en petit groupe, avec un guide qui en connaît chaque recoin.',
        'Vous verrez les monuments que tout visiteur doit connaître et comprendrez comment {city} est devenue la ville d\'aujourd\'hui.',
        'Les groupes restent petits : il y a toujours du temps pour les questions et les photos.',
        'Idéal pour un premier jour {aCity}, avec plein d\'idées pour la suite de votre voyage.',
      ],
      steps: [
        ['La vieille ville', 'Le cœur {deCity}, ses bâtiments historiques et leurs histoires.'],
        ['Cathédrale et grand-place', 'Les vues les plus célèbres {deCity}, avec du temps pour les photos.'],
        ['La rue commerçante', 'Une rue animée, pleine de boutiques et de vie locale.'],
        ['Le bord de l\'eau', 'Une jolie promenade au bord de l\'eau, avec vue sur les toits {deCity}.'],
        ['Le monument emblématique', 'Un arrêt devant le monument que l\'on voit sur toutes les cartes postales {deCity}.'],
      ],
      included: ['Guide local', 'Petit groupe de 20 voyageurs maximum', 'Parcours à pied dans le centre', 'Conseils pour la suite de votre séjour'],
      notIncluded: ['Droits d\'entrée', 'Repas et boissons', 'Pourboires'],
      highlights: ['L\'essentiel {deCity} en quelques heures', 'Petit groupe pour une ambiance conviviale', 'Un guide local passionné', 'Excellent rapport qualité-prix pour une première visite', 'Idéal pour les voyageurs solo'],
      information: ['La visite nécessite un nombre minimum de participants ; vous serez prévenu à l\'avance en cas d\'annulation.', 'Merci d\'arriver au point de rendez-vous 10 minutes en avance.'],
    },
    'street-art-tour': {
      titles: ['{city} : visite street art et graffitis', 'Street art {aCity} : fresques et culture urbaine avec un habitant', 'Promenade street art {aCity} : les murs qui racontent des histoires', '{city} hors des sentiers battus : visite street art'],
      summaries: ['Fresques, pochoirs et collages : découvrez le côté créatif {deCity} avec un guide de la scène artistique locale.', 'Une promenade dans les quartiers les plus colorés {deCity}, où les murs racontent la ville d\'aujourd\'hui.'],
      description: [
        'Le street art a transformé des quartiers entiers {deCity} en galeries à ciel ouvert.',
        'Votre guide connaît les artistes, les techniques et les messages des fresques les plus marquantes.',
        'Vous explorerez des quartiers que la plupart des visiteurs ne voient jamais et comprendrez comment l\'art transforme une ville.',
        'Emportez votre appareil photo : de nouvelles œuvres apparaissent chaque mois, aucune visite ne se ressemble.',
      ],
      steps: [
        ['Le quartier créatif', 'Le quartier où la scène street art {deCity} est née.'],
        ['La ruelle des fresques', 'Une ruelle couverte de grandes fresques d\'artistes locaux et internationaux.'],
        ['Les techniques expliquées', 'Pochoir, bombe, collage et mosaïque : comment naissent les œuvres.'],
        ['Un collectif d\'artistes', 'La visite d\'un atelier ou d\'un lieu collectif, lorsqu\'il est ouvert.'],
        ['Les dernières œuvres', 'Les murs les plus récents, peints il y a quelques semaines à peine.'],
      ],
      included: ['Guide local issu de la scène artistique', 'Visite à pied de plusieurs quartiers', 'Plan des plus beaux murs', 'Arrêts photo'],
      notIncluded: ['Repas et boissons', 'Tickets de transport en commun', 'Pourboires'],
      highlights: ['Le côté coloré et créatif {deCity}', 'Des fresques d\'artistes locaux et internationaux', 'Des quartiers loin des circuits touristiques', 'De superbes spots photo', 'L\'histoire des artistes derrière les murs'],
      information: ['Le parcours peut changer lorsque des murs sont repeints.', 'La visite traverse des quartiers résidentiels : merci de respecter les riverains.'],
    },
    'bike-tour': {
      titles: ['{city} à vélo : visite guidée des incontournables', '{city} : balade à vélo avec un guide local', 'Pédaler {aCity} : parcs, monuments et vie locale', '{city} sur deux roues : visite guidée à vélo en petit groupe'],
      summaries: ['Voyez bien plus {deCity} en quelques heures : une balade guidée facile devant les monuments, les parcs et les bords de l\'eau.', 'Parcourez {city} à vélo comme un habitant, par des rues calmes et des pistes cyclables, avec de nombreux arrêts.'],
      description: [
        'Le vélo est le meilleur moyen de voir beaucoup {deCity} sans se fatiguer.',
        'Votre guide choisit des rues calmes et des pistes cyclables, avec des arrêts réguliers pour raconter l\'histoire de chaque lieu.',
        'Le rythme est tranquille et convient à toute personne sachant faire du vélo.',
        'Vélo et casque sont fournis : il ne vous reste qu\'à apporter votre curiosité.',
      ],
      steps: [
        ['Réglage des vélos', 'Votre vélo et votre casque sont ajustés, puis un court briefing de sécurité.'],
        ['Au fil de l\'eau', 'Une balade facile le long du fleuve ou du front de mer {deCity}.'],
        ['Le parc de la ville', 'Une pause verte dans le parc préféré des habitants {deCity}.'],
        ['Les monuments à vélo', 'Les sites les plus célèbres {deCity}, l\'un après l\'autre.'],
        ['Pause gourmande', 'Une courte pause pour un en-cas local ou une boisson.'],
      ],
      included: ['Vélo et casque', 'Guide local', 'Briefing de sécurité', 'Poncho en cas de pluie'],
      notIncluded: ['Repas et boissons', 'Pourboires'],
      highlights: ['Voyez bien plus {deCity} qu\'à pied', 'Parcours facile et plat dans des rues calmes', 'Vélo et casque inclus', 'Parcs, bords de l\'eau et monuments', 'Petit groupe et guide sympathique'],
      information: ['Vous devez savoir faire du vélo avec aisance.', 'Âge minimum 12 ans ; les enfants doivent être accompagnés d\'un adulte.'],
      meetingPoints: ['Chez notre loueur de vélos partenaire, dans le centre {deCity} ; l\'adresse exacte figure dans votre confirmation.'],
    },
    'food-tour': {
      titles: ['{city} : visite gastronomique privée avec un guide local', 'Saveurs {deCity} : visite gourmande des marchés et des adresses familiales', 'Balade gourmande {aCity} : street food et spécialités locales', 'Manger comme un habitant {aCity} : dégustation guidée'],
      summaries: ['Goûtez les plats dont {city} est fière, dans les marchés et les petites adresses qu\'adore un gourmand du coin.', 'Une promenade gourmande {aCity} : street food, recettes de famille et l\'histoire de chaque bouchée.'],
      description: [
        'La cuisine raconte l\'histoire {deCity} mieux que n\'importe quel monument.',
        'Avec un gourmand du coin, vous goûterez des spécialités dans des adresses qui nourrissent le quartier depuis des générations.',
        'Chaque arrêt s\'accompagne de l\'histoire du plat, de la famille qui le prépare et de la façon dont les habitants le savourent.',
        'Venez le ventre vide : les dégustations équivalent à un vrai repas.',
      ],
      steps: [
        ['Le marché local', 'Étals de produits frais, épices et premières dégustations de la journée.'],
        ['Street food', 'L\'en-cas avec lequel grandissent tous les habitants {deCity}, dégusté à la manière locale.'],
        ['Une adresse familiale', 'Une dégustation à table dans un petit restaurant tenu par la même famille depuis des années.'],
        ['La pause sucrée', 'Le dessert ou la pâtisserie qui a fait la réputation {deCity}.'],
        ['Boissons locales', 'La dégustation d\'une boisson traditionnelle, avec ou sans alcool.'],
      ],
      included: ['Guide gastronomique local', 'Dégustations dans 5 à 7 adresses', 'Boissons accompagnant les dégustations', 'Liste de restaurants recommandés'],
      notIncluded: ['Repas et boissons supplémentaires', 'Pourboires'],
      highlights: ['Goûtez la vraie cuisine {deCity}', 'Marchés et adresses familiales', 'Assez de dégustations pour un repas complet', 'L\'histoire des plats et des gens', 'Des recommandations pour la suite de votre séjour'],
      information: ['Merci de signaler allergies et régimes alimentaires lors de la réservation.', 'Des options végétariennes sont possibles sur demande.'],
    },
    excursion: {
      titles: ['Au départ {deCity} : excursion à la campagne avec un guide local', '{city} : excursion d\'une journée vers les villages et paysages voisins', 'Excursion au départ {deCity} : nature, villages et traditions locales', 'S\'évader {deCity} : excursion guidée dans la région'],
      summaries: ['Quittez {city} le temps d\'une journée de paysages, de villages et de traditions, avec un guide qui connaît la région.', 'Une journée guidée au départ {deCity} : campagne pittoresque, village historique et temps pour profiter de la vue.'],
      description: [
        'Juste au-delà {deCity} s\'étend une région de paysages et de villages que peu de visiteurs découvrent.',
        'Votre guide s\'occupe de l\'itinéraire et de la logistique : vous n\'avez qu\'à profiter de la journée.',
        'Au programme : des arrêts panoramiques, un village historique et le temps de déjeuner dans une adresse locale.',
        'Le complément idéal aux visites {deCity}.',
      ],
      steps: [
        ['Sortie de la ville', 'Le trajet hors {deCity}, en découvrant l\'histoire de la région.'],
        ['Point de vue panoramique', 'Un arrêt pour admirer le paysage et prendre des photos.'],
        ['Un village historique', 'Une promenade dans un village où le temps semble s\'être arrêté.'],
        ['Pause déjeuner', 'Temps libre pour déjeuner dans un restaurant local.'],
        ['Balade nature', 'Une marche facile dans la campagne ou le long de la côte.'],
      ],
      included: ['Guide local', 'Transport pendant l\'excursion', 'Eau en bouteille', 'Arrêts photo'],
      notIncluded: ['Déjeuner', 'Droits d\'entrée', 'Pourboires'],
      highlights: ['Les paysages autour {deCity}', 'Un village historique hors des circuits touristiques', 'Transport et guide réunis', 'Une journée détente en pleine nature', 'Traditions et produits locaux'],
      information: ['Prévoyez des chaussures confortables pour marcher sur un terrain irrégulier.', 'L\'itinéraire peut varier selon la météo.'],
    },
    'private-car-tour': {
      titles: ['{city} : visite privée en voiture avec chauffeur-guide', '{city} en voiture : visite touristique privée', 'Visite privée {deCity} et de ses belvédères en voiture', '{city} en tout confort : visite privée en voiture'],
      summaries: ['Découvrez {city} en tout confort : une voiture privée, un chauffeur-guide et des belvédères inaccessibles à pied.', 'Une visite privée et confortable {deCity} en voiture, idéale pour les familles et pour qui préfère se laisser conduire.'],
      description: [
        '{city} est vaste, et une voiture privée permet d\'en voir bien davantage en une journée.',
        'Votre chauffeur-guide vient vous chercher et vous emmène vers les monuments, les belvédères et les quartiers éloignés du centre.',
        'Vous décidez où vous arrêter, combien de temps rester et quand faire une pause.',
        'C\'est la façon la plus confortable de découvrir {city}, quel que soit le temps.',
      ],
      steps: [
        ['Tour panoramique', 'Un parcours le long des grandes avenues et des monuments {deCity}.'],
        ['Arrêt au belvédère', 'Une vue sur {city} depuis les collines, accessible seulement en voiture.'],
        ['Un quartier excentré', 'Un quartier loin du centre, avec sa propre histoire et son atmosphère.'],
        ['Arrêts photo', 'De courts arrêts aux endroits les plus photogéniques, à votre demande.'],
        ['Pause café', 'Une pause dans un café choisi par votre guide.'],
      ],
      included: ['Véhicule privé climatisé', 'Chauffeur-guide', 'Carburant et stationnement', 'Eau en bouteille'],
      notIncluded: ['Droits d\'entrée', 'Repas et boissons', 'Pourboires'],
      highlights: ['Voyez plus {deCity} en tout confort', 'Véhicule privé pour votre groupe seulement', 'Des belvédères inaccessibles à pied', 'Itinéraire et arrêts flexibles', 'Idéal pour les familles et les personnes à mobilité réduite'],
      information: ['Des sièges enfants sont disponibles sur demande ; merci de le préciser à la réservation.', 'La circulation peut modifier la durée du parcours.'],
    },
    museum: {
      titles: ['{city} : visite guidée du musée avec accès coupe-file', 'Chefs-d\'œuvre des musées {deCity} : visite avec un historien de l\'art', 'Le grand musée {deCity} : visite guidée des chefs-d\'œuvre', '{city} : visite privée du musée avec un guide expert'],
      summaries: ['Les chefs-d\'œuvre du grand musée {deCity}, expliqués par un guide expert qui leur donne vie.', 'Sans vous perdre : une visite guidée du plus beau musée {deCity}, centrée sur les œuvres essentielles.'],
      description: [
        'Les grands musées peuvent intimider ; cette visite vous mène droit aux œuvres essentielles.',
        'Votre guide, historien de l\'art, vous présente les artistes, leurs techniques et les histoires cachées dans les tableaux.',
        'Vous comprendrez comment les collections reflètent l\'histoire {deCity}.',
        'Après la visite, vous pouvez rester dans le musée aussi longtemps que vous le souhaitez.',
      ],
      steps: [
        ['L\'entrée', 'Entrée avec billets réservés, sans la longue file d\'attente.'],
        ['Les chefs-d\'œuvre', 'Les œuvres les plus célèbres de la collection, expliquées en détail.'],
        ['Trésors cachés', 'Des pièces moins connues qu\'adore votre guide.'],
        ['L\'histoire du bâtiment', 'Comment le musée et ses collections sont arrivés {aCity}.'],
        ['Temps libre', 'Du temps pour revoir seul vos salles préférées.'],
      ],
      included: ['Guide expert', 'Créneau d\'entrée réservé', 'Audiophones pour les groupes plus nombreux', 'Conseils pour le reste de la collection'],
      notIncluded: ['Billets d\'entrée du musée', 'Repas et boissons', 'Pourboires'],
      highlights: ['Les chefs-d\'œuvre {deCity} en quelques heures', 'Un historien de l\'art comme guide', 'Entrée réservée pour éviter la file', 'Les trésors cachés de la collection', 'Restez au musée après la visite'],
      information: ['Les grands sacs et sacs à dos doivent être laissés au vestiaire.', 'Le musée peut fermer certaines salles sans préavis.'],
    },
  },
  start: {
    meet: ['Rencontre avec votre guide', 'Votre guide vous accueille au point de rendez-vous et organise la journée avec vous.'],
    pickup: ['Prise en charge à votre hôtel', 'Votre guide vient vous chercher à votre hôtel {aCity}.'],
  },
  end: [
    ['Au revoir et bons conseils', 'La visite se termine par des recommandations pour la suite de votre séjour {aCity}.'],
    ['Retour', 'Retour au point de départ, ou dépose près de votre hôtel si vous préférez.'],
  ],
  meetingPoints: ['Devant l\'entrée principale de la gare centrale {deCity}.', 'À l\'office de tourisme de la vieille ville {deCity}.', 'Sur la place principale {deCity}, près de la fontaine ; votre guide tient une pancarte Cicerone.', 'Devant l\'hôtel de ville {deCity} ; l\'emplacement exact figure dans votre confirmation.'],
  pickupMeetingPoint: 'Prise en charge à votre hôtel ou logement dans le centre {deCity}.',
  pickupService: 'Prise en charge et retour à l\'hôtel',
  accessibility: {
    wheelchair: ['Accessible en fauteuil roulant', 'Parcours accessible sans escaliers', 'Animaux d\'assistance acceptés'],
    notWheelchair: ['Non accessible en fauteuil roulant', 'Comporte des escaliers et des pavés irréguliers'],
    family: ['Accessible en poussette', 'Adapté aux enfants'],
    general: ['Convient à la plupart des conditions physiques', 'À proximité des transports en commun'],
  },
  information: ['Portez des chaussures confortables.', 'La visite a lieu par tous les temps ; prévoyez un parapluie ou une protection solaire.', 'Merci d\'arriver au point de rendez-vous 10 minutes en avance.', 'Les enfants doivent être accompagnés d\'un adulte.'],
};
