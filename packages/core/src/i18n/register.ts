// How the product addresses its reader, one register per language, beside the glossary's one word
// per thing (glossary.ts): a screen that says "Scelga…" above "I tuoi dati" speaks with two voices.
//
// Decided register:
// - English: neutral ("you", no forms of address to choose).
// - French: "vous" (never "tu", "ton", "ta", "tes", "te", "toi").
// - German: "Sie" (never "du", "dich", "dir", "dein…").
// - Spanish: informal "tú" (never "usted", its imperatives — "Elija", "Introduzca" — or "su"/"le"
//   for the reader: "tu cuenta", "elige", "te enviamos").
// - Italian: informal "tu" (never "Lei"/"Suo", its imperatives — "Scelga", "Inserisca" — or "voi":
//   "la tua lingua", "scegli", "ti inviamo").
// - Russian: "вы" (never "ты", "тебя", "твой…").
// - Japanese: polite です/ます (never a plain-form ending: "だ。", "である。", "しろ").
// A greeting never presumes a gender: "Hola, {name}", "Ciao {name}", "Bienvenid@" is not written
// either, a greeting that needs a gender says the name instead.
//
// The catalog tests hold the UI's and the e-mails' catalogs to it through the markers below: words
// that exist only in the wrong register. A marker that may also be a third person ("su reserva" of
// the guide's) is listed only in the phrases that address the reader.
import type { Locale } from '../locales.ts';
import type { SourceCatalogs } from './catalog-set.ts';

/** A word boundary that holds for accented and Cyrillic letters too. */
const words = (list: readonly string[], flags = 'u') => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, flags);

const italianFormalImperatives = [
  'Scelga', 'Inserisca', 'Controlli', 'Verifichi', 'Riprovi', 'Indichi', 'Scriva', 'Attenda', 'Clicchi', 'Selezioni', 'Aggiunga', 'Confermi',
  'Torni', 'Ricarichi', 'Legga', 'Apra', 'Compili', 'Usi', 'Tenga', 'Vada', 'Chieda', 'Carichi', 'Segua', 'Aspetti',
  'Provi', 'Invii', 'Accetti', 'Imposti', 'Modifichi', 'Salvi', 'Elimini', 'Annulli', 'Acceda', 'Effettui', 'Completi', 'Cerchi', 'Scopra',
  'Paghi', 'Registri', 'Riceva', 'Consulti', 'Colleghi', 'Lasci', 'Ci scriva', 'Ci dica', 'Presenti', 'Mostri', 'Porti', 'Ricordi',
  'Guardi', 'Faccia', 'Dia', 'Si assicuri', 'Si registri', 'Si colleghi', 'Le invieremo', 'Le abbiamo', 'Le ricordiamo', 'La preghiamo',
  'La ringraziamo', 'Le chiediamo', 'Le serve', 'Trovi', 'Recensisca', 'Racconti', 'Vuole', 'Dove vuole', 'Può aggiungere',
  // "voi": the plural a few pages slipped into.
  'Avete', 'accedete', 'Uscite', 'Controllate', 'Registratevi', 'Seguite', 'ascoltatela', 'Scegliete', 'Prenotate', 'Aprite', 'offrite',
  'Scriveteci', 'Indicate', 'Non trovate', 'vi risponde', 'vi aspetta', 'vi invia', 'Prendete', 'andate', 'Finite', 'mangiate subito', 'Scrivete', 'Presentate', 'Rispondete', 'Dovete', 'Potete', 'Riprovate',
  'Provate', 'scriveteci', 'registratela', 'Guidate tour',
  // The reader addressed as "Lei" in a phrase: "nella sua lingua".
  'nella sua lingua', 'al suo ritmo', 'il suo carrello', 'Il suo carrello', 'il suo tour', 'La sua guida', 'sta cercando',
  // A welcome that presumes a gender.
  'Benvenuto', 'Benvenuta', 'Benvenuti',
];

const spanishFormalImperatives = [
  'Introduzca', 'Elija', 'Seleccione', 'Compruebe', 'Vuelva', 'Espere', 'Indique', 'Escriba', 'Haga', 'Pulse', 'Inténtelo', 'Póngase',
  'Consulte', 'Revise', 'Añada', 'Confirme', 'Descargue', 'Cargue', 'Suba', 'Acceda', 'Inicie', 'Cree', 'Utilice', 'Use', 'Lea', 'Abra',
  'Complete', 'Rellene', 'Contacte', 'Envíe', 'Recuerde', 'Tenga', 'Guarde', 'Cambie', 'Elimine', 'Cancele', 'Regístrese', 'Verifique',
  'Reserve', 'Pague', 'Busque', 'Descubra', 'Visite', 'Pruebe', 'Asegúrese', 'Díganos', 'Cuéntenos', 'Disfrute', 'Muestre', 'Presente',
  'Solicite', 'Agregue', 'Escoja', 'Marque', 'Deje', 'Déjela', 'Déjelo', 'Diríjase', 'Hágalo', 'Indíquenos', 'Escríbanos', 'Llámenos',
  'Imprima', 'Lleve', 'Conserve', 'Active', 'Conecte', 'Inicie sesión', 'Olvídese', 'Grabe', 'Responda', 'Explique', 'Sepa', 'Siga',
  'Cuente', 'Denos', 'Identifíquese', 'Acepte', 'Vea', 'Mire', 'Ingrese', 'Tómese', 'Cámbiela', 'Elíjala', 'Escríbala',
  'vuelva', 'inténtelo', 'Si cancela', 'Solo usted', 'en su idioma', 'a su ritmo', 'Hágase', 'Trabaje', 'Suscríbase', 'Ordene',
  'Suelte', 'Arrastre', 'Actívelos', 'Asigne', 'asigne', 'añada', 'O envíe', 'elimínelo', 'expórtelas', 'Sígalo', 'confirme que desea',
  'No tiene permiso', 'No puede cambiar', 'podrá reservar', 'le llegará', 'le gusta', 'le gustó', 'se le ofrecen', 'le ha escrito', 'Ha iniciado',
  'Cierre la sesión', 'Tome', 'camine', 'Termine', 'Señale', 'le espera', 'Puede escribir', 'Puede responder', 'Puede añadir', 'Debe tener', '¿Quiere', 'Recibe este correo', 'está suscrito',
  // A welcome that presumes a gender.
  'Bienvenido', 'Bienvenida', 'Bienvenidos',
];

/** What gives a message away: a text matches it or not. */
export interface Marker {
  test(text: string): boolean;
}

/** One marker of several patterns, each with its own case rule (an Italian "Lei" is capitalised, "usted" any case). */
function anyOf(...patterns: RegExp[]): Marker {
  return { test: (text) => patterns.some((pattern) => pattern.test(text)) };
}

/** Markers, per language, of the register it does not use. */
export const registerMarkers: Readonly<Record<Locale, Marker | null>> = {
  en_US: null,
  fr_FR: words(['tu', 'toi', 'ton', 'ta', 'tes', 'te', 't’', "t'"], 'iu'),
  de_DE: words(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines'], 'iu'),
  es_ES: anyOf(
    words(['usted', 'ustedes'], 'iu'),
    words(spanishFormalImperatives),
    // "su"/"le" for the reader: the phrases a message says to them.
    words(['su cuenta', 'su correo', 'su contraseña', 'su pedido', 'su reserva', 'sus reservas', 'su idioma', 'sus datos', 'su perfil', 'su tarjeta',
        'su dirección', 'su navegador', 'su candidatura', 'su solicitud', 'su sesión', 'su teléfono', 'su nombre', 'su cesta', 'su carrito', 'su saldo',
        'su tour', 'su viaje', 'su bandeja', 'su empresa', 'su agencia', 'su código', 'su foto', 'su mensaje', 'su pago', 'su presupuesto', 'su estado',
        'le enviaremos', 'le hemos enviado', 'le recomendamos', 'le rogamos', 'le escribimos', 'le llamaremos', 'le responderemos', 'le avisaremos',
        'le devolveremos', 'le confirmaremos', 'le asignaremos', 'le damos', 'le agradecemos', 'le informamos', 'le mostraremos', 'le pedimos', 'le espera',
        'le ayudamos', 'le contactaremos', 'le queda', 'le quedan'], 'iu'),
  ),
  it_IT: anyOf(
    words(['Lei', 'Suo', 'Sua', 'Suoi', 'Sue', 'vostro', 'vostra', 'vostri', 'vostre', 'Vi', 'Voi']),
    words(italianFormalImperatives),
    words(['La contatteremo', 'Le risponderemo', 'La aspettiamo']),
  ),
  ru_RU: words(['ты', 'тебя', 'тебе', 'тобой', 'твой', 'твоя', 'твоё', 'твое', 'твои', 'твоего', 'твоей', 'твоему', 'твоих', 'твоим', 'твоими', 'твою'], 'iu'),
  ja_JP: /(?:だ|である|だよ|してね|しろ|するな)[。！!]|(?:だ|である)$/u,
};

/**
 * Messages whose marker speaks of someone else, not the reader: "su estado" of a booking, "su código"
 * of a gift card, "sus reservas" of the visitor an admin reads. Reviewed one by one; a new message
 * that speaks to the reader is written in the register instead of added here.
 */
const thirdPerson: ReadonlySet<string> = new Set(
  [
    'admin.business.description', 'errors.booking_status_conflict', 'errors.refund_status_conflict', 'checkout.card.orBank', 'admin.bankTransfers.confirmWarning',
    'admin.giftCards.description', 'admin.giftCards.cancelWarning', 'admin.guides.notSubmitted', 'admin.payouts.description',
    'errors.mission_not_assigned_to_you', 'recruitment.photo.hint', 'errors.quotes.airport', 'admin.chat.bookings', 'admin.reviews.description',
    'admin.users.description', 'admin.users.deactivateWarning', 'admin.tours.cityHint', 'errors.tour_city_unknown', 'admin.bookings.description',
    'mail.giftCardCopy.scheduled', 'mail.giftCardCopy.sentNow', 'mail.payoutsWithoutMethod.next',
  ].map((key) => `es_ES:${key}`),
);

/** The keys (with their text) whose message speaks in the other register. */
export function registerDeviations(catalogs: SourceCatalogs, locale: Locale): string[] {
  const marker = registerMarkers[locale];
  if (!marker) return [];
  // Argument names ({name, select, …}) are code, not words.
  const wordsOf = (source: string) => source.replace(/\{\s*\w+\s*(?=[,}])/gu, '{');
  return Object.entries(catalogs[locale])
    .filter(([key, source]) => !thirdPerson.has(`${locale}:${key}`) && marker.test(wordsOf(source)))
    .map(([key, source]) => `${key}: ${source}`);
}
