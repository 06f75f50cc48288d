import type { EditorialPages } from './types.ts';

export const pages: EditorialPages = {
  faq: {
    title: 'Domande frequenti',
    summary: 'Risposte su come prenotare un tour privato, pagare, cambiare programma e incontrare la tua guida.',
    body: ['Non trovi la risposta? Scrivici dalla pagina contatti: una persona ti risponde in giornata.'],
    sections: [
      {
        id: 'booking',
        title: 'Prenotazione',
        items: [
          { title: 'Come prenoto un tour privato?', text: 'Scegli un tour, una data, un orario di partenza e il numero di viaggiatori, poi paga con carta o bonifico. Il voucher arriva per e-mail appena il pagamento è confermato.' },
          { title: 'Il tour è davvero privato?', text: 'Sì. Con la guida c’è solo il tuo gruppo, di qualunque dimensione: ritmo e soste li scegli tu.' },
          { title: 'Posso prenotare per un’altra persona?', text: 'Certo. Indica il nome del viaggiatore al momento della prenotazione; il voucher si può inoltrare.' },
        ],
      },
      {
        id: 'payment',
        title: 'Pagamento e prezzi',
        items: [
          { title: 'Quali metodi di pagamento accettate?', text: 'Carte (Visa, Mastercard, American Express), bonifico bancario e Cicerone Coins di una carta regalo.' },
          { title: 'Ci sono costi nascosti?', text: 'No. Il prezzo al pagamento comprende la guida e le tasse; i biglietti d’ingresso sono tra ciò che non è incluso.' },
          { title: 'In quale valuta pagherò?', text: 'I prezzi sono mostrati nella valuta scelta; l’ordine registra il cambio usato e la carta viene addebitata in quella valuta.' },
        ],
      },
      {
        id: 'changes',
        title: 'Modifiche e cancellazione',
        items: [
          { title: 'Posso cancellare il mio tour?', text: 'I tour si cancellano gratis fino a 24 ore prima della partenza, gli altri servizi fino a 48 ore; il rimborso è totale.' },
          { title: 'E se piove?', text: 'I tour si svolgono con qualsiasi tempo. La guida adatta il percorso e propone luoghi al coperto quando il cielo si fa grigio.' },
          { title: 'Come trovo la mia guida?', text: 'Il punto d’incontro e il telefono della guida sono sul voucher. La guida ti aspetta lì con un cartello Cicerone.' },
        ],
      },
    ],
  },
  about: {
    title: 'Chi siamo',
    summary: 'Cicerone mette in contatto viaggiatori e guide locali per tour privati, in sette lingue e in ogni valuta.',
    body: [
      'Abbiamo fondato Cicerone a Parigi con un’idea semplice: il modo migliore per scoprire una città è con qualcuno che ci vive, solo per te e i tuoi compagni di viaggio.',
      'Oggi guide locali mostrano le loro città ai viaggiatori in tutti i continenti, e le agenzie di viaggio le prenotano per i loro clienti. Verifichiamo di persona ogni guida e leggiamo ogni recensione.',
    ],
    sections: [
      {
        id: 'team',
        title: 'Il team',
        items: [
          { title: 'Camille Laurent', text: 'Cofondatrice e amministratrice delegata. Ex guida a Montmartre.' },
          { title: 'Marco Bianchi', text: 'Cofondatore, responsabile delle guide. Seleziona e forma le nostre guide in tutto il mondo.' },
          { title: 'Yuki Tanaka', text: 'Responsabile agenzie di viaggio. Segue le agenzie partner e i loro clienti.' },
          { title: 'Elena Petrova', text: 'Responsabile assistenza clienti. Il suo team risponde ai viaggiatori sette giorni su sette.' },
        ],
      },
    ],
  },
  'travel-agents': {
    title: 'Cicerone per le agenzie di viaggio',
    summary: 'Prenota tour privati per i tuoi clienti con uno sconto professionale e un solo account per tutta l’agenzia.',
    body: ['Apri un account aziendale: il nostro team lo verifica entro 24 ore e ti invia per e-mail il tuo codice promozionale personale.'],
    sections: [
      {
        id: 'benefits',
        title: 'Cosa offre un account aziendale',
        items: [
          { title: 'Uno sconto su ogni tour', text: 'Il tuo codice promozionale personale applica lo sconto a ogni prenotazione, in ogni valuta.' },
          { title: 'Un account manager', text: 'Una persona di Cicerone risponde alle tue domande e alle richieste speciali dei tuoi clienti.' },
          { title: 'Voucher nella lingua dei clienti', text: 'Ogni voucher e ogni conferma sono scritti nella lingua del viaggiatore, pronti da inoltrare.' },
          { title: 'Fatture per la contabilità', text: 'Ogni prenotazione ha la sua fattura in PDF, con i dati della tua azienda.' },
        ],
      },
    ],
  },
  partners: {
    title: 'Diventa partner',
    summary: 'Hotel, compagnie di crociera, agenzie di eventi e uffici turistici: offri ai tuoi ospiti le nostre guide locali.',
    body: ['I partner consigliano i tour Cicerone ai loro ospiti e ottengono lo sconto professionale su ogni prenotazione.'],
    sections: [
      {
        id: 'partners',
        title: 'Con chi lavoriamo',
        items: [
          { title: 'Hotel e concierge', text: 'Prenota un tour privato per un ospite in pochi minuti, nella lingua dell’ospite.' },
          { title: 'Compagnie di crociera', text: 'Escursioni a terra sincronizzate con lo scalo della nave, con una guida che aspetta al porto.' },
          { title: 'Agenzie di eventi', text: 'Tour per gruppi, seminari e viaggi incentive, organizzati con il tuo account manager.' },
        ],
      },
    ],
  },
};
