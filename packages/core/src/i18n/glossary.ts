// The product's own words, one per language, so a thing reads the same in the menu, the account,
// checkout, the invoice and the e-mails (requirements §rules.words: Russian said "Cicerone Coins", "Баланс Coins"
// and "Монеты" for one balance). The catalog tests hold every catalog set to this list: a message
// whose English speaks of the thing must use the language's term, and no message may use another word
// for it. Add a language here when it gets a catalog.
import type { Locale } from '../locales.ts';
import type { SourceCatalogs } from './catalog-set.ts';

export interface GlossaryEntry {
  /** Which English messages speak of the thing. */
  english: RegExp;
  /** The term each language uses (a pattern where the language declines it). */
  term: Readonly<Record<Locale, RegExp>>;
  /** Other words a translator reaches for; none may remain once the term is taken out. */
  variants: Readonly<Record<Locale, RegExp>>;
  /** Where English refers back to the thing with a shorter word, the shorter word each language may use then. */
  shortForm?: { english: RegExp; term: Readonly<Record<Locale, RegExp>> };
  /**
   * Another thing this one is never named like: a message about only one of the two may not use
   * the other's term (German said "Gutschein" for the gift card and for the booking's voucher).
   */
  distinctFrom?: GlossaryName;
}

export type GlossaryName = 'coins' | 'meetingPoint' | 'vatNumber' | 'giftCard' | 'bookingVoucher';

const otherCoinWords = /\bcoins?\b|\bcoin-/iu;

const otherGiftCardWords = /\bgift ?vouchers?\b|\bgift ?certificates?\b|\bgiftcards?\b/iu;
const alsoGiftCardWords = (language: RegExp) => new RegExp(`${otherGiftCardWords.source}|\\bgift ?cards?\\b|${language.source}`, 'iu');

export const glossary: Readonly<Record<GlossaryName, GlossaryEntry>> = {
  // The spec names the virtual currency "{product} Coins": a brand, kept as written in every
  // language but Japanese (where katakana is how brands' common nouns read, like 楽天ポイント), and
  // explained once where the balance is shown (coins.explained).
  coins: {
    english: /\bcoins?\b/iu,
    term: {
      en_US: /Cicerone Coins/gu,
      fr_FR: /Cicerone Coins/gu,
      de_DE: /Cicerone Coins/gu,
      es_ES: /Cicerone Coins/gu,
      it_IT: /Cicerone Coins/gu,
      ru_RU: /Cicerone Coins/gu,
      ja_JP: /Cicerone コイン/gu,
    },
    variants: {
      en_US: otherCoinWords,
      fr_FR: new RegExp(`${otherCoinWords.source}|\\bpièces?\\b`, 'iu'),
      de_DE: new RegExp(`${otherCoinWords.source}|münz`, 'iu'),
      es_ES: new RegExp(`${otherCoinWords.source}|\\bmonedas\\b`, 'iu'),
      it_IT: new RegExp(`${otherCoinWords.source}|\\bmonet[ae]\\b`, 'iu'),
      ru_RU: new RegExp(`${otherCoinWords.source}|монет|коин`, 'iu'),
      ja_JP: new RegExp(`${otherCoinWords.source}|コイン`, 'iu'),
    },
  },
  meetingPoint: {
    english: /meeting point/iu,
    term: {
      en_US: /meeting point/giu,
      fr_FR: /point de rendez-vous/giu,
      de_DE: /treffpunkt/giu,
      es_ES: /punto de encuentro/giu,
      it_IT: /punto d’incontro/giu,
      ru_RU: /мест[оеау] встречи/giu,
      ja_JP: /集合場所/gu,
    },
    variants: {
      en_US: /meeting place|usual place/iu,
      fr_FR: /lieu de rendez-vous|lieu habituel|point de rencontre/iu,
      de_DE: /treffort|üblichen ort/iu,
      es_ES: /lugar de encuentro|lugar habitual|punto de reunión/iu,
      it_IT: /punto d'incontro|luogo d[i’']\s?incontro|luogo abituale|punto di ritrovo/iu,
      ru_RU: /место сбора|обычном месте/iu,
      ja_JP: /待ち合わせ場所|集合地点/u,
    },
  },
  // A business's VAT number, asked at sign-up, shown on the account and the admin list, printed on
  // the invoice (requirements §rules.words: Japanese read "VAT 番号" beside "VAT番号（付加価値税番号）").
  vatNumber: {
    english: /VAT number/iu,
    term: {
      en_US: /VAT number/giu,
      fr_FR: /(numéro|n°) de TVA/giu,
      de_DE: /USt-IdNr\./gu,
      es_ES: /número de IVA/giu,
      it_IT: /partita IVA/giu,
      ru_RU: /номер плательщика НДС/giu,
      ja_JP: /付加価値税（VAT）登録番号/gu,
    },
    variants: {
      en_US: /VAT (ID|no\.?)(?!\w)/iu,
      fr_FR: /n° TVA|numéro TVA/iu,
      de_DE: /UStIdNr|Umsatzsteuer-ID|MwSt\.?-Nummer/iu,
      es_ES: /NIF-IVA/iu,
      it_IT: /numero (di )?IVA/iu,
      ru_RU: /номер НДС/iu,
      ja_JP: /VAT\s?番号|付加価値税番号/u,
    },
  },
  // The gift card the menu sells (requirements §lifecycles.gift-card), in the menu's words: Russian's menu said "Подарочные
  // сертификаты" while the messages added with the purchase, the back office and the errors said
  // "подарочная карта". German and Russian may say the head noun alone (the phone's tab: "Gutscheine",
  // "Сертификаты"); the others the term itself, or their word for "card" where English says "the card".
  giftCard: {
    english: /\bgift cards?\b/iu,
    term: {
      en_US: /gift cards?/giu,
      fr_FR: /cartes? cadeaux?/giu,
      de_DE: /gutschein/giu,
      es_ES: /tarjetas? regalo/giu,
      it_IT: /cart[ae] regalo/giu,
      ru_RU: /сертификат/giu,
      ja_JP: /ギフトカード/gu,
    },
    variants: {
      en_US: otherGiftCardWords,
      fr_FR: alsoGiftCardWords(/ch[eè]ques?[- ]cadeaux?|bons?[- ]cadeaux?|bons? d[’']achat|cartes?-cadeaux?/),
      de_DE: alsoGiftCardWords(/geschenkkarte|gutscheinkarte|geschenkcode/),
      es_ES: alsoGiftCardWords(/cheques?[- ]regalos?|vales?[- ]regalos?|tarjetas? de regalo|bonos? regalo/),
      it_IT: alsoGiftCardWords(/buon[oi][- ]regalo|cart[ae] di regalo/),
      ru_RU: alsoGiftCardWords(/подарочн\p{L}* карт|подарочн\p{L}* купон/u),
      ja_JP: alsoGiftCardWords(/ギフト券|ギフトチケット|ギフトコード|商品券/),
    },
    shortForm: {
      english: /\bthe card\b/iu,
      term: {
        en_US: /\bcard\b/giu,
        fr_FR: /\bcartes?\b/giu,
        de_DE: /gutschein/giu,
        es_ES: /\btarjetas?\b/giu,
        it_IT: /\bcart[ae]\b/giu,
        ru_RU: /сертификат/giu,
        ja_JP: /カード/gu,
      },
    },
  },
  // The booking's voucher (the PDF shown to the guide, requirements §rules.documents), never named like the gift card it is
  // not: German had "Gutschein" for both, so a traveller could read the voucher as money to spend.
  bookingVoucher: {
    english: /\bvouchers?\b/iu,
    term: {
      en_US: /vouchers?/giu,
      fr_FR: /\bbons?\b/giu,
      de_DE: /voucher/giu,
      es_ES: /\bbonos?\b/giu,
      it_IT: /voucher/giu,
      ru_RU: /ваучер/giu,
      ja_JP: /バウチャー/gu,
    },
    variants: {
      en_US: /\bbooking slip\b|\bticket voucher\b/iu,
      fr_FR: /\bvoucher\b|\bcoupon\b/iu,
      de_DE: /buchungsbeleg|reisegutschein|buchungsgutschein/iu,
      es_ES: /\bvoucher\b|\bcupón\b/iu,
      it_IT: /\btagliando\b/iu,
      ru_RU: /путёвк/iu,
      ja_JP: /引換券|予約確認書/u,
    },
    distinctFrom: 'giftCard',
  },
};

/** The keys of a language's catalog that break the glossary, per entry: a missing term or another word. */
export function glossaryDeviations(catalogs: SourceCatalogs, locale: Locale): Record<string, string[]> {
  // Argument names ({coins, number}) are code, not words.
  const wordsOf = (source: string | undefined) => (source ?? '').replace(/\{\s*\w+\s*(?=[,}])/gu, '{');
  const english = catalogs.en_US;
  const catalog = catalogs[locale];
  // Whether a message about `one` alone (English names it, not `other`) uses `other`'s term.
  const borrows = (one: GlossaryEntry, other: GlossaryEntry, text: string, englishText: string) =>
    one.english.test(englishText) && !other.english.test(englishText) && text.match(other.term[locale]) !== null;
  return Object.fromEntries(
    Object.entries(glossary).map(([name, entry]) => {
      const distinct = entry.distinctFrom ? glossary[entry.distinctFrom] : undefined;
      const keys = Object.keys(catalog).filter((key) => {
        const text = wordsOf(catalog[key]);
        const englishText = wordsOf(english[key]);
        if (distinct && (borrows(entry, distinct, text, englishText) || borrows(distinct, entry, text, englishText))) return true;
        const speaksOfIt = entry.english.test(englishText);
        const hasTerm = text.match(entry.term[locale]) !== null;
        // "the card" after "gift card" in the same English message is covered by the term.
        const refersBack = !speaksOfIt && entry.shortForm !== undefined && entry.shortForm.english.test(englishText);
        const hasShortForm = hasTerm || (entry.shortForm !== undefined && text.match(entry.shortForm.term[locale]) !== null);
        return (speaksOfIt && !hasTerm) || (refersBack && !hasShortForm) || entry.variants[locale].test(text.replace(entry.term[locale], ''));
      });
      return [name, keys];
    }),
  );
}
