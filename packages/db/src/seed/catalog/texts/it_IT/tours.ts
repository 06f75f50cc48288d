import type { TourLanguage } from '../types.ts';

const articled: Record<string, readonly [a: string, di: string, da: string]> = {
  Il: ['al ', 'del ', 'dal '],
  Lo: ['allo ', 'dello ', 'dallo '],
  La: ['alla ', 'della ', 'dalla '],
  "L'": ["all'", "dell'", "dall'"],
};

/**
 * Prepositions merge with a city's article (Il Cairo → al Cairo, del Cairo, dal Cairo;
 * L'Avana → all'Avana), and "a" becomes "ad" before a city starting with A (ad Atene).
 */
export function italianCityForms(city: string): Record<string, string> {
  const match = /^(Il|Lo|La) (.+)$/u.exec(city) ?? /^(L')(.+)$/u.exec(city);
  if (match) {
    const [a, di, da] = articled[match[1]!]!;
    return { city, aCity: a + match[2], diCity: di + match[2], daCity: da + match[2] };
  }
  return { city, aCity: city.startsWith('A') ? `ad ${city}` : `a ${city}`, diCity: `di ${city}`, daCity: `da ${city}` };
}

export const tours: TourLanguage = {
  cityForms: italianCityForms,
  categories: {
    'private-tour': {
      titles: ['{city}: tour privato a piedi con una guida locale', 'Il meglio {diCity}: tour privato del centro storico', 'Tour privato {diCity}: angoli segreti e luoghi famosi', '{city} come un abitante: tour privato con una guida del posto'],
      summaries: ['Scopri il meglio {diCity} con calma, con una guida che vive qui e un percorso pensato per te.', 'Una passeggiata privata {aCity} con una guida locale abilitata: i luoghi famosi, le loro storie e le strade che i visitatori non vedono.'],
      description: [
        'Questo tour è solo per te: niente sconosciuti, niente microfono, nessun copione imparato a memoria.',
        'La tua guida ti incontra nel centro {diCity} e adatta il percorso ai tuoi interessi, che siano l\'architettura, la storia o i posti dove mangiano i locali.',
        'Lungo la strada ascolterai le storie che danno carattere alla città, dalla sua fondazione ai quartieri che cambiano oggi.',
        'Chiedi pure: ritmo, soste e pause si decidono insieme.',
      ],
      steps: [
        ['Il centro storico', 'Una passeggiata tra le vie più antiche {diCity}, davanti ai monumenti che hanno dato forma alla città.'],
        ['La piazza principale', 'Una sosta nella piazza dove la gente si ritrova da secoli, con tempo per le foto.'],
        ['Un quartiere locale', 'Vicoli più tranquilli, piccole botteghe e la vita quotidiana {diCity}.'],
        ['Il belvedere', 'Una vista panoramica sui tetti, il posto migliore per capire la città.'],
        ['Pausa caffè', 'Una breve pausa in un caffè amato dalla tua guida, lontano dalla folla.'],
      ],
      included: ['Guida locale abilitata privata', 'Percorso su misura per i tuoi interessi', 'Consigli personali per il tuo soggiorno', 'Mappa dei luoghi visitati'],
      notIncluded: ['Biglietti d\'ingresso', 'Cibo e bevande', 'Mance'],
      highlights: ['Scopri {city} con una guida che ci vive', 'Solo il tuo gruppo: ritmo e soste li scegli tu', 'Luoghi famosi e angoli nascosti in un\'unica passeggiata', 'Storie che non troverai in nessuna guida', 'Consigli su ristoranti e negozi per il resto del viaggio'],
      information: ['Il percorso può essere modificato sul posto con la tua guida.', 'Alcune chiese e luoghi di culto richiedono spalle e ginocchia coperte.'],
    },
    'group-tour': {
      titles: ['{city}: tour a piedi del centro storico in piccolo gruppo', 'L\'essenziale {diCity}: visita guidata di gruppo', 'Scopri {city}: passeggiata guidata in piccolo gruppo', '{city} in mezza giornata: tour di gruppo con una guida locale'],
      summaries: ['I luoghi imperdibili {diCity} in un piccolo gruppo affiatato, con una guida locale appassionata.', 'Un primo approccio facile alla città: una passeggiata guidata tra i grandi monumenti {diCity} con un piccolo gruppo di viaggiatori.'],
      description: [
        'Una passeggiata rilassata {aCity} in piccolo gruppo, con una guida che ne conosce ogni angolo.',
        'Vedrai i monumenti che ogni visitatore dovrebbe conoscere e scoprirai come la città è diventata quella di oggi.',
        'I gruppi restano piccoli, così c\'è sempre tempo per domande e foto.',
        'Perfetto per il primo giorno {aCity}, con tante idee per il resto del viaggio.',
      ],
      steps: [
        ['Il centro storico', 'Il cuore {diCity}, i suoi palazzi storici e le loro storie.'],
        ['Cattedrale e piazza principale', 'Gli scorci più famosi {diCity}, con tempo per le foto.'],
        ['La via dello shopping', 'Una via vivace, piena di negozi e di vita locale.'],
        ['Sul lungofiume o sul lungomare', 'Un piacevole tratto lungo l\'acqua con vista sul profilo della città.'],
        ['Il monumento simbolo', 'Una sosta davanti al monumento che compare su ogni cartolina {diCity}.'],
      ],
      included: ['Guida locale', 'Piccolo gruppo di massimo 20 viaggiatori', 'Percorso a piedi nel centro', 'Consigli per il resto del soggiorno'],
      notIncluded: ['Biglietti d\'ingresso', 'Cibo e bevande', 'Mance'],
      highlights: ['L\'essenziale {diCity} in poche ore', 'Piccolo gruppo e atmosfera cordiale', 'Guida locale appassionata', 'Ottimo rapporto qualità-prezzo per una prima visita', 'Ideale per chi viaggia da solo'],
      information: ['Il tour richiede un numero minimo di partecipanti; in caso di cancellazione sarai avvisato in anticipo.', 'Ti chiediamo di arrivare al punto d\'incontro 10 minuti prima.'],
    },
    'street-art-tour': {
      titles: ['{city}: tour di street art e graffiti', 'Street art {aCity}: murales e cultura urbana con un abitante', 'Passeggiata street art {aCity}: muri che raccontano storie', '{city} fuori dai soliti percorsi: tour di street art'],
      summaries: ['Murales, stencil e poster: scopri il lato creativo {diCity} con una guida della scena artistica locale.', 'Una passeggiata nei quartieri più colorati {diCity}, dove i muri raccontano la città di oggi.'],
      description: [
        'La street art ha trasformato interi quartieri {diCity} in gallerie a cielo aperto.',
        'La tua guida conosce gli artisti, le tecniche e i messaggi dei murales più sorprendenti.',
        'Esplorerai quartieri che la maggior parte dei visitatori non vede mai e capirai come l\'arte cambia una città.',
        'Porta la macchina fotografica: ogni mese compaiono nuove opere, quindi nessun tour è uguale all\'altro.',
      ],
      steps: [
        ['Il quartiere creativo', 'Il quartiere dove è nata la scena street art {diCity}.'],
        ['Il vicolo dei murales', 'Un vicolo ricoperto di grandi murales di artisti locali e internazionali.'],
        ['Le tecniche spiegate', 'Stencil, bomboletta, poster e mosaico: come nascono le opere.'],
        ['Un collettivo di artisti', 'Visita a uno studio o a uno spazio collettivo, se aperto.'],
        ['Le ultime opere', 'I muri più recenti, dipinti solo poche settimane fa.'],
      ],
      included: ['Guida locale della scena artistica', 'Tour a piedi in diversi quartieri', 'Mappa dei muri più belli', 'Soste fotografiche'],
      notIncluded: ['Cibo e bevande', 'Biglietti dei mezzi pubblici', 'Mance'],
      highlights: ['Il lato colorato e creativo {diCity}', 'Murales di artisti locali e internazionali', 'Quartieri lontani dai percorsi turistici', 'Ottimi punti per le foto', 'Le storie degli artisti dietro i muri'],
      information: ['Il percorso può cambiare quando i muri vengono ridipinti.', 'Il tour attraversa zone residenziali: rispetta chi ci abita.'],
    },
    'bike-tour': {
      titles: ['{city} in bicicletta: tour guidato dei luoghi più belli', '{city}: tour in bici con una guida locale', 'In bici per {city}: parchi, monumenti e vita locale', '{city} su due ruote: tour guidato in bici in piccolo gruppo'],
      summaries: ['Vedi molto di più {diCity} in poche ore: un facile giro guidato tra monumenti, parchi e lungofiume.', 'Pedala per {city} come un abitante, tra strade tranquille e piste ciclabili, con tante soste lungo il percorso.'],
      description: [
        'La bici è il modo migliore per vedere molto {diCity} senza stancarsi.',
        'La tua guida sceglie strade tranquille e piste ciclabili, con soste frequenti per raccontare la storia di ogni luogo.',
        'Il ritmo è rilassato e adatto a chiunque sappia andare in bicicletta.',
        'Bici e casco sono forniti: devi solo portare la tua curiosità.',
      ],
      steps: [
        ['Regolazione della bici', 'Bici e casco vengono regolati, poi un breve briefing sulla sicurezza.'],
        ['Lungo l\'acqua', 'Un giro facile lungo il fiume o il lungomare {diCity}.'],
        ['Il parco cittadino', 'Una pausa nel verde, nel parco preferito dagli abitanti {diCity}.'],
        ['I monumenti in bici', 'I luoghi più famosi {diCity}, uno dopo l\'altro.'],
        ['Sosta per uno spuntino', 'Una breve pausa per uno spuntino locale o una bevanda.'],
      ],
      included: ['Bicicletta e casco', 'Guida locale', 'Briefing sulla sicurezza', 'Poncho antipioggia se serve'],
      notIncluded: ['Cibo e bevande', 'Mance'],
      highlights: ['Vedi molto di più {diCity} che a piedi', 'Percorso facile e pianeggiante su strade tranquille', 'Bici e casco inclusi', 'Parchi, lungofiume e monumenti', 'Piccolo gruppo e guida simpatica'],
      information: ['Devi saper andare in bicicletta con sicurezza.', 'Età minima 12 anni; i minori devono essere accompagnati da un adulto.'],
      meetingPoints: ['Presso il nostro noleggio bici partner nel centro {diCity}; l\'indirizzo esatto è nella tua conferma.'],
    },
    'food-tour': {
      titles: ['{city}: tour gastronomico privato con una guida locale', 'Sapori {diCity}: tour tra mercati e trattorie di famiglia', 'Passeggiata gastronomica {aCity}: street food e specialità locali', 'Mangia come un abitante {aCity}: tour guidato di degustazione'],
      summaries: ['Assaggia i piatti che sono l\'orgoglio {diCity}, nei mercati e nei piccoli locali amati da un buongustaio del posto.', 'Una passeggiata di assaggi {aCity}: street food, ricette di famiglia e la storia dietro ogni boccone.'],
      description: [
        'Il cibo racconta la storia {diCity} meglio di qualsiasi monumento.',
        'Con un buongustaio del posto assaggerai specialità in locali che nutrono il quartiere da generazioni.',
        'A ogni sosta scoprirai la storia del piatto, della famiglia che lo prepara e di come lo gustano gli abitanti.',
        'Vieni a stomaco vuoto: gli assaggi equivalgono a un pasto completo.',
      ],
      steps: [
        ['Il mercato locale', 'Bancarelle di prodotti freschi e spezie, e i primi assaggi della giornata.'],
        ['Street food', 'Lo spuntino con cui crescono tutti gli abitanti {diCity}, gustato alla maniera locale.'],
        ['Una trattoria di famiglia', 'Una degustazione al tavolo in un piccolo ristorante gestito dalla stessa famiglia da anni.'],
        ['Sosta dolce', 'Il dolce per cui la città è famosa.'],
        ['Bevande locali', 'La degustazione di una bevanda tradizionale, alcolica o analcolica.'],
      ],
      included: ['Guida gastronomica locale', 'Assaggi in 5-7 tappe', 'Bevande con gli assaggi', 'Elenco di ristoranti consigliati'],
      notIncluded: ['Cibo e bevande extra', 'Mance'],
      highlights: ['Assaggia la vera cucina {diCity}', 'Mercati e trattorie di famiglia', 'Assaggi sufficienti per un pasto completo', 'Storie di piatti e di persone', 'Consigli per il resto del soggiorno'],
      information: ['Segnalaci allergie ed esigenze alimentari al momento della prenotazione.', 'Opzioni vegetariane disponibili su richiesta.'],
    },
    excursion: {
      titles: ['Gita in campagna {daCity} con una guida locale', '{city}: escursione di un giorno tra borghi e paesaggi vicini', 'Escursione {daCity}: natura, borghi e tradizioni locali', 'Fuga {daCity}: escursione guidata nella regione'],
      summaries: ['Lascia {city} per una giornata di paesaggi, borghi e tradizioni, con una guida che conosce la regione.', 'Una giornata guidata in partenza {daCity}: campagna pittoresca, un borgo storico e tempo per godersi il panorama.'],
      description: [
        'Appena fuori città si apre una regione di paesaggi e borghi che pochi visitatori conoscono.',
        'La tua guida pensa al percorso e all\'organizzazione, tu devi solo goderti la giornata.',
        'Ti aspettano soste panoramiche, un borgo storico e il tempo per pranzare in un locale del posto.',
        'È il complemento ideale alle visite {diCity}.',
      ],
      steps: [
        ['Uscita dalla città', 'Il viaggio fuori città, scoprendo la storia della regione lungo la strada.'],
        ['Punto panoramico', 'Una sosta per ammirare il paesaggio e scattare foto.'],
        ['Un borgo storico', 'Una passeggiata in un borgo dove il tempo sembra essersi fermato.'],
        ['Pausa pranzo', 'Tempo libero per pranzare in un ristorante locale.'],
        ['Passeggiata nella natura', 'Una camminata facile in campagna o lungo la costa.'],
      ],
      included: ['Guida locale', 'Trasporto durante l\'escursione', 'Acqua in bottiglia', 'Soste fotografiche'],
      notIncluded: ['Pranzo', 'Biglietti d\'ingresso', 'Mance'],
      highlights: ['I paesaggi intorno {aCity}', 'Un borgo storico lontano dai percorsi turistici', 'Trasporto e guida insieme', 'Una giornata rilassante nella natura', 'Tradizioni e prodotti locali'],
      information: ['Indossa scarpe comode per camminare su terreno irregolare.', 'L\'itinerario può variare in base al meteo.'],
    },
    'private-car-tour': {
      titles: ['{city}: tour privato in auto con autista-guida', '{city} in auto: visita turistica privata', 'Tour privato in auto {diCity} e dei suoi belvedere', '{city} in tutto comfort: tour privato in auto'],
      summaries: ['Scopri {city} in tutto comfort: un\'auto privata, un autista-guida e belvedere irraggiungibili a piedi.', 'Un comodo tour privato in auto {diCity}, ideale per famiglie e per chi preferisce rilassarsi e godersi il viaggio.'],
      description: [
        'La città è grande, e un\'auto privata ti permette di vederne molto di più in un solo giorno.',
        'Il tuo autista-guida ti viene a prendere e ti porta ai monumenti, ai belvedere e ai quartieri lontani dal centro.',
        'Decidi tu dove fermarti, quanto restare e quando fare una pausa.',
        'È il modo più comodo per scoprire {city}, con qualsiasi tempo.',
      ],
      steps: [
        ['Giro panoramico', 'Un giro lungo i grandi viali e i monumenti {diCity}.'],
        ['Sosta al belvedere', 'Una vista sulla città dalle colline, raggiungibile solo in auto.'],
        ['Un quartiere periferico', 'Un quartiere lontano dal centro, con la sua storia e la sua atmosfera.'],
        ['Soste fotografiche', 'Brevi soste nei luoghi più fotogenici, su tua richiesta.'],
        ['Pausa caffè', 'Una pausa in un caffè scelto dalla tua guida.'],
      ],
      included: ['Veicolo privato climatizzato', 'Autista-guida', 'Carburante e parcheggi', 'Acqua in bottiglia'],
      notIncluded: ['Biglietti d\'ingresso', 'Cibo e bevande', 'Mance'],
      highlights: ['Vedi di più {diCity} in tutto comfort', 'Veicolo privato solo per il tuo gruppo', 'Belvedere irraggiungibili a piedi', 'Percorso e soste flessibili', 'Ideale per famiglie e viaggiatori con mobilità ridotta'],
      information: ['Seggiolini per bambini disponibili su richiesta; indicalo al momento della prenotazione.', 'Il traffico può modificare i tempi del percorso.'],
    },
    museum: {
      titles: ['{city}: visita guidata al museo con ingresso salta fila', 'I capolavori dei musei {diCity}: visita con uno storico dell\'arte', 'Il grande museo {diCity}: visita guidata ai capolavori', '{city}: visita privata al museo con una guida esperta'],
      summaries: ['I capolavori del grande museo {diCity}, spiegati da una guida esperta che li fa rivivere.', 'Senza perdere tempo: una visita guidata al museo più bello {diCity}, concentrata sulle opere che contano.'],
      description: [
        'I grandi musei possono disorientare; questa visita ti porta dritto alle opere che contano.',
        'La tua guida, storica dell\'arte, ti racconta gli artisti, le loro tecniche e le storie nascoste nei dipinti.',
        'Capirai come le collezioni riflettono la storia {diCity}.',
        'Dopo la visita puoi restare nel museo quanto vuoi.',
      ],
      steps: [
        ['L\'ingresso', 'Ingresso con biglietti prenotati, senza la lunga coda.'],
        ['I capolavori', 'Le opere più famose della collezione, spiegate nel dettaglio.'],
        ['Tesori nascosti', 'Opere meno note che la tua guida ama in modo particolare.'],
        ['La storia dell\'edificio', 'Come il museo e le sue collezioni sono arrivati {aCity}.'],
        ['Tempo libero', 'Tempo per tornare da solo nelle tue sale preferite.'],
      ],
      included: ['Guida esperta', 'Orario d\'ingresso prenotato', 'Auricolari per i gruppi più numerosi', 'Consigli per il resto della collezione'],
      notIncluded: ['Biglietti d\'ingresso al museo', 'Cibo e bevande', 'Mance'],
      highlights: ['I capolavori {diCity} in poche ore', 'Uno storico dell\'arte come guida', 'Ingresso prenotato senza code', 'I tesori nascosti della collezione', 'Resta nel museo dopo la visita'],
      information: ['Borse grandi e zaini vanno lasciati al guardaroba.', 'Il museo può chiudere alcune sale senza preavviso.'],
    },
  },
  start: {
    meet: ['Incontro con la guida', 'La tua guida ti accoglie al punto d\'incontro e organizza la giornata con te.'],
    pickup: ['Prelievo in hotel', 'La tua guida ti viene a prendere in hotel {aCity}.'],
  },
  end: [
    ['Saluti e consigli', 'Il tour si conclude con consigli per il resto del tuo soggiorno {aCity}.'],
    ['Rientro', 'Ritorno al punto di partenza o, se preferisci, vicino al tuo hotel.'],
  ],
  meetingPoints: ['Davanti all\'ingresso principale della stazione centrale {diCity}.', 'All\'ufficio turistico del centro storico {diCity}.', 'Nella piazza principale {diCity}, vicino alla fontana; la guida avrà un cartello Cicerone.', 'Davanti al municipio {diCity}; il punto esatto è indicato nella tua conferma.'],
  pickupMeetingPoint: 'Prelievo dal tuo hotel o alloggio nel centro {diCity}.',
  pickupService: 'Prelievo e rientro in hotel',
  accessibility: {
    wheelchair: ['Accessibile in sedia a rotelle', 'Percorso accessibile senza scale', 'Animali di assistenza ammessi'],
    notWheelchair: ['Non accessibile in sedia a rotelle', 'Include scale e pavimentazione irregolare'],
    family: ['Accessibile con passeggino', 'Adatto ai bambini'],
    general: ['Adatto alla maggior parte dei livelli di forma fisica', 'Vicino ai mezzi pubblici'],
  },
  information: ['Indossa scarpe comode.', 'Il tour si svolge con qualsiasi tempo; porta un ombrello o una protezione solare.', 'Ti chiediamo di arrivare al punto d\'incontro 10 minuti prima.', 'I minori devono essere accompagnati da un adulto.'],
};
