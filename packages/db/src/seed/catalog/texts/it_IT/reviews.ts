import type { ReviewLanguage } from '../types.ts';

export const reviews: ReviewLanguage = {
  firstNames: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Valentina', 'Elena', 'Martina', 'Alessia', 'Federica', 'Silvia', 'Paola', 'Marco', 'Luca', 'Andrea', 'Matteo', 'Alessandro', 'Davide', 'Simone', 'Giorgio', 'Stefano', 'Riccardo', 'Lorenzo', 'Giovanni', 'Roberta'],
  lastInitials: ['B', 'C', 'D', 'F', 'G', 'L', 'M', 'P', 'R', 'S', 'T', 'V'],
  countries: [['IT', 90], ['CH', 10]],
  titles: {
    great: ['Assolutamente fantastico', 'Il momento più bello del viaggio', 'Consigliatissimo', 'Una giornata perfetta {aCity}', 'Ne vale ogni centesimo', 'Indimenticabile', 'Guida fantastica'],
    good: ['Ottimo tour', 'Davvero piacevole', 'Una bella introduzione alla città', 'Buon rapporto qualità-prezzo', 'Consigliato'],
    fair: ['Carino, ma un po\' di corsa', 'Nel complesso discreto', 'Brava guida, giornata lunga', 'Non male'],
    poor: ['Deludente', 'Non all\'altezza delle aspettative', 'Si può fare molto meglio'],
  },
  openings: {
    great: ['Ci è piaciuto ogni minuto di questo tour.', 'È stata la cosa più bella che abbiamo fatto {aCity}.', 'Che modo fantastico di scoprire {city}!', 'L\'abbiamo prenotato il primo giorno e ha dato il tono a tutto il viaggio.', 'Perfetto dall\'inizio alla fine.', 'Viaggio molto e questo è stato uno dei tour migliori che abbia mai fatto.'],
    good: ['Un tour davvero buono, con tanto da vedere.', 'Abbiamo passato dei bei momenti {aCity}.', 'Tour ben organizzato e interessante.', 'Un ottimo modo per conoscere {city}.'],
    fair: ['Il tour era discreto, ma non proprio quello che speravamo.', 'Alcune parti erano interessanti, altre meno.', 'Un tour onesto, ma un po\' troppo di corsa.'],
    poor: ['Purtroppo questo tour non ha soddisfatto le nostre aspettative.', 'Siamo rimasti piuttosto delusi.', 'Il tour è iniziato in ritardo e sembrava disorganizzato.'],
  },
  guide: {
    great: ['La nostra guida era preparatissima, simpatica e si vedeva che ama la sua città.', 'La guida ha adattato tutto ai nostri bambini, che sono rimasti coinvolti per tutto il tempo.', 'La nostra guida aveva una storia per ogni angolo e ha risposto a tutte le nostre domande.', 'Sembrava di passeggiare con un amico che vive qui.', 'La guida ci ha dato ottimi consigli sui ristoranti per il resto del soggiorno.'],
    good: ['La guida era cordiale e ben preparata.', 'La nostra guida parlava un ottimo italiano ed era molto paziente.', 'La guida era brava, anche se alcune soste erano brevi.'],
    fair: ['La guida sapeva molto, ma parlava un po\' troppo in fretta.', 'La guida era gentile, ma il gruppo era troppo numeroso per sentire bene.'],
    poor: ['La guida sembrava di fretta e non rispondeva alle nostre domande.', 'La guida leggeva gli appunti quasi sempre.'],
  },
  closings: {
    great: ['Da non perdere!', 'Lo rifaremmo subito.', 'Grazie per una giornata meravigliosa!', 'Consigliatissimo a chiunque visiti {city}.'],
    good: ['Consigliato.', 'Buon rapporto qualità-prezzo.', 'Lo rifaremmo.'],
    fair: ['Va bene se avete un pomeriggio libero.', 'Ne vale la pena, ma senza aspettarsi troppo.'],
    poor: ['Non lo prenoterei di nuovo.', 'Ci sono modi migliori per scoprire {city}.'],
  },
};
