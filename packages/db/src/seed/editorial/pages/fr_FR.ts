import type { EditorialPages } from './types.ts';

export const pages: EditorialPages = {
  faq: {
    title: 'Questions fréquentes',
    summary: 'Réserver une visite privée, payer, changer vos plans et retrouver votre guide : nos réponses.',
    body: ['Vous ne trouvez pas votre réponse ? Écrivez-nous depuis la page contact : une personne vous répond dans la journée.'],
    sections: [
      {
        id: 'booking',
        title: 'Réservation',
        items: [
          { title: 'Comment réserver une visite privée ?', text: 'Choisissez une visite, une date, une heure de départ et le nombre de voyageurs, puis payez par carte ou par virement. Votre bon arrive par e-mail dès que le paiement est confirmé.' },
          { title: 'La visite est-elle vraiment privée ?', text: 'Oui. Seul votre groupe part avec le guide, quelle que soit sa taille : le rythme et les arrêts sont les vôtres.' },
          { title: 'Puis-je réserver pour quelqu’un d’autre ?', text: 'Bien sûr. Indiquez le nom du voyageur à la réservation ; le bon peut lui être transféré.' },
        ],
      },
      {
        id: 'payment',
        title: 'Paiement et prix',
        items: [
          { title: 'Quels moyens de paiement acceptez-vous ?', text: 'Les cartes (Visa, Mastercard, American Express), le virement bancaire et les Cicerone Coins d’une carte cadeau.' },
          { title: 'Y a-t-il des frais cachés ?', text: 'Non. Le prix affiché au paiement comprend le guide et les taxes ; les billets d’entrée figurent dans ce qui n’est pas inclus.' },
          { title: 'Dans quelle devise vais-je payer ?', text: 'Les prix s’affichent dans la devise de votre choix ; la commande enregistre le taux utilisé et la carte est débitée dans cette devise.' },
        ],
      },
      {
        id: 'changes',
        title: 'Modifications et annulation',
        items: [
          { title: 'Puis-je annuler ma visite ?', text: 'Les visites s’annulent sans frais jusqu’à 24 heures avant le départ, les autres services jusqu’à 48 heures ; vous êtes remboursé en totalité.' },
          { title: 'Et s’il pleut ?', text: 'Les visites ont lieu par tous les temps. Votre guide adapte le parcours et propose des lieux couverts quand le ciel se couvre.' },
          { title: 'Comment retrouver mon guide ?', text: 'Le point de rendez-vous et le téléphone de votre guide figurent sur votre bon. Votre guide vous y attend avec une pancarte Cicerone.' },
        ],
      },
    ],
  },
  about: {
    title: 'À propos de Cicerone',
    summary: 'Cicerone met en relation voyageurs et guides locaux pour des visites privées, en sept langues et dans toutes les devises.',
    body: [
      'Nous avons lancé Cicerone à Paris avec une idée simple : la meilleure façon de découvrir une ville, c’est avec quelqu’un qui y vit, pour vous et vos proches seulement.',
      'Aujourd’hui, des guides locaux font découvrir leur ville aux voyageurs sur tous les continents, et des agences de voyages les réservent pour leurs clients. Nous vérifions nous-mêmes chaque guide et lisons chaque avis.',
    ],
    sections: [
      {
        id: 'team',
        title: 'L’équipe',
        items: [
          { title: 'Camille Laurent', text: 'Cofondatrice et directrice générale. Ancienne guide à Montmartre.' },
          { title: 'Marco Bianchi', text: 'Cofondateur, responsable des guides. Recrute et forme nos guides dans le monde entier.' },
          { title: 'Yuki Tanaka', text: 'Responsable des agences de voyages. Veille sur nos agences partenaires et leurs clients.' },
          { title: 'Elena Petrova', text: 'Responsable du service client. Son équipe répond aux voyageurs sept jours sur sept.' },
        ],
      },
    ],
  },
  'travel-agents': {
    title: 'Cicerone pour les agences de voyages',
    summary: 'Réservez des visites privées pour vos clients avec une remise professionnelle, et un seul compte pour toute l’agence.',
    body: ['Ouvrez un compte professionnel : notre équipe le vérifie sous 24 heures et vous envoie votre code promo personnel par e-mail.'],
    sections: [
      {
        id: 'benefits',
        title: 'Ce que comprend un compte professionnel',
        items: [
          { title: 'Une remise sur chaque visite', text: 'Votre code promo personnel applique la remise à chaque réservation, dans toutes les devises.' },
          { title: 'Un chargé de compte', text: 'Une personne de Cicerone répond à vos questions et aux demandes particulières de vos clients.' },
          { title: 'Des bons dans la langue de vos clients', text: 'Chaque bon et chaque confirmation sont rédigés dans la langue du voyageur, prêts à transférer.' },
          { title: 'Des factures pour votre comptabilité', text: 'Chaque réservation a sa facture en PDF, aux coordonnées de votre société.' },
        ],
      },
    ],
  },
  partners: {
    title: 'Devenir partenaire',
    summary: 'Hôtels, compagnies de croisière, agences événementielles et offices de tourisme : proposez nos guides locaux à vos clients.',
    body: ['Les partenaires recommandent les visites Cicerone à leurs clients et bénéficient de la remise professionnelle sur chaque réservation.'],
    sections: [
      {
        id: 'partners',
        title: 'Avec qui nous travaillons',
        items: [
          { title: 'Hôtels et concierges', text: 'Réservez une visite privée pour un client en quelques minutes, dans sa langue.' },
          { title: 'Compagnies de croisière', text: 'Des excursions calées sur l’escale de votre navire, avec un guide qui attend au port.' },
          { title: 'Agences événementielles', text: 'Des visites pour groupes, séminaires et voyages incentive, organisées avec votre chargé de compte.' },
        ],
      },
    ],
  },
};
