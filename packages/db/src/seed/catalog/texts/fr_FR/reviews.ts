import type { ReviewLanguage } from '../types.ts';

export const reviews: ReviewLanguage = {
  firstNames: ['Sophie', 'Camille', 'Julie', 'Marie', 'Claire', 'Émilie', 'Chloé', 'Léa', 'Manon', 'Isabelle', 'Nathalie', 'Thomas', 'Nicolas', 'Julien', 'Pierre', 'Antoine', 'Maxime', 'Olivier', 'Laurent', 'Hugo', 'Louis', 'Mathieu', 'Céline', 'Étienne'],
  lastInitials: ['B', 'C', 'D', 'F', 'G', 'L', 'M', 'P', 'R', 'S', 'T', 'V'],
  countries: [['FR', 70], ['BE', 12], ['CH', 10], ['CA', 8]],
  titles: {
    great: ['Absolument génial', 'Le meilleur moment du voyage', 'Je recommande vivement', 'Une journée parfaite {aCity}', 'Un guide exceptionnel', 'Inoubliable', 'À faire absolument'],
    good: ['Très bonne visite', 'Vraiment agréable', 'Belle découverte {deCity}', 'Bon rapport qualité-prix', 'Recommandé'],
    fair: ['Bien, mais un peu rapide', 'Correct dans l\'ensemble', 'Guide sympa, journée longue', 'Pas mal'],
    poor: ['Décevant', 'Pas à la hauteur', 'Peut mieux faire'],
  },
  openings: {
    great: ['Nous avons adoré chaque minute de cette visite.', 'C\'est la meilleure chose que nous ayons faite {aCity}.', 'Quelle belle façon de découvrir {city} !', 'Réservée dès le premier jour, cette visite a donné le ton à tout notre séjour.', 'Parfait du début à la fin.', 'Je voyage beaucoup et c\'est l\'une des meilleures visites que j\'aie faites.'],
    good: ['Une très bonne visite, avec beaucoup de choses à voir.', 'Nous avons passé un très bon moment {aCity}.', 'Visite bien organisée et intéressante.', 'Un excellent moyen de découvrir {city}.'],
    fair: ['La visite était correcte, sans plus.', 'Certaines parties étaient intéressantes, d\'autres moins.', 'Une visite honnête, mais un peu trop rapide.'],
    poor: ['Malheureusement, cette visite n\'a pas répondu à nos attentes.', 'Nous avons été assez déçus.', 'La visite a commencé en retard et manquait d\'organisation.'],
  },
  guide: {
    great: ['Notre guide était passionnant, drôle et visiblement amoureux de sa ville.', 'Le guide a tout adapté à nos enfants, qui sont restés captivés du début à la fin.', 'Notre guide avait une histoire pour chaque coin de rue et a répondu à toutes nos questions.', 'Nous avions l\'impression de nous promener avec un ami qui vit ici.', 'Le guide nous a donné d\'excellentes adresses pour le reste du séjour.'],
    good: ['Le guide était sympathique et bien informé.', 'Notre guide parlait un excellent français et était très patient.', 'Bon guide, même si certains arrêts étaient un peu courts.'],
    fair: ['Le guide connaissait beaucoup de choses mais parlait un peu vite.', 'Le guide était gentil, mais le groupe était trop grand pour bien entendre.'],
    poor: ['Le guide semblait pressé et ne répondait pas à nos questions.', 'Le guide lisait ses notes la plupart du temps.'],
  },
  closings: {
    great: ['À ne pas manquer !', 'Nous le referions sans hésiter.', 'Merci pour cette merveilleuse journée !', 'Je le recommande à tous ceux qui visitent {city}.'],
    good: ['Je recommande.', 'Bon rapport qualité-prix.', 'Nous le referions.'],
    fair: ['Bien si vous avez un après-midi libre.', 'Ça vaut le coup, sans en attendre trop.'],
    poor: ['Je ne le réserverais pas une seconde fois.', 'Il y a de meilleures façons de découvrir {city}.'],
  },
};
