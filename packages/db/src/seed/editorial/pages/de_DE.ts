import type { EditorialPages } from './types.ts';

export const pages: EditorialPages = {
  faq: {
    title: 'Häufige Fragen',
    summary: 'Antworten zur Buchung einer privaten Tour, zur Zahlung, zu Änderungen und zum Treffen mit Ihrem Guide.',
    body: ['Keine Antwort gefunden? Schreiben Sie uns über die Kontaktseite: Ein Mensch antwortet innerhalb eines Tages.'],
    sections: [
      {
        id: 'booking',
        title: 'Buchung',
        items: [
          { title: 'Wie buche ich eine private Tour?', text: 'Wählen Sie eine Tour, ein Datum, eine Startzeit und die Zahl der Reisenden und zahlen Sie per Karte oder Überweisung. Ihr Voucher kommt per E-Mail, sobald die Zahlung bestätigt ist.' },
          { title: 'Ist die Tour wirklich privat?', text: 'Ja. Nur Ihre Gruppe geht mit dem Guide, egal wie groß sie ist – Tempo und Stopps bestimmen Sie.' },
          { title: 'Kann ich für jemand anderen buchen?', text: 'Natürlich. Geben Sie bei der Buchung den Namen des Reisenden an; den Voucher können Sie weiterleiten.' },
        ],
      },
      {
        id: 'payment',
        title: 'Zahlung und Preise',
        items: [
          { title: 'Welche Zahlungsarten akzeptieren Sie?', text: 'Karten (Visa, Mastercard, American Express), Banküberweisung und Cicerone Coins aus einer Geschenkkarte.' },
          { title: 'Gibt es versteckte Gebühren?', text: 'Nein. Der Preis an der Kasse enthält den Guide und die Steuern; Eintrittskarten stehen unter „nicht inbegriffen“.' },
          { title: 'In welcher Währung zahle ich?', text: 'Preise erscheinen in der Währung Ihrer Wahl; die Bestellung hält den verwendeten Kurs fest, und die Karte wird in dieser Währung belastet.' },
        ],
      },
      {
        id: 'changes',
        title: 'Änderungen und Stornierung',
        items: [
          { title: 'Kann ich meine Tour stornieren?', text: 'Touren sind bis 24 Stunden vor Beginn kostenlos stornierbar, andere Leistungen bis 48 Stunden; Sie erhalten den vollen Betrag zurück.' },
          { title: 'Was ist, wenn es regnet?', text: 'Die Touren finden bei jedem Wetter statt. Ihr Guide passt die Route an und schlägt überdachte Orte vor, wenn es grau wird.' },
          { title: 'Wie finde ich meinen Guide?', text: 'Treffpunkt und Telefonnummer Ihres Guides stehen auf dem Voucher. Ihr Guide wartet dort mit einem Cicerone-Schild.' },
        ],
      },
    ],
  },
  about: {
    title: 'Über Cicerone',
    summary: 'Cicerone bringt Reisende und lokale Guides für private Touren zusammen – in sieben Sprachen und jeder Währung.',
    body: [
      'Wir haben Cicerone in Paris mit einer einfachen Idee gegründet: Eine Stadt entdeckt man am besten mit jemandem, der dort lebt – nur für Sie und Ihre Begleiter.',
      'Heute zeigen lokale Guides Reisenden ihre Städte auf allen Kontinenten, und Reisebüros buchen sie für ihre Kunden. Wir prüfen jeden Guide selbst und lesen jede Bewertung.',
    ],
    sections: [
      {
        id: 'team',
        title: 'Das Team',
        items: [
          { title: 'Camille Laurent', text: 'Mitgründerin und Geschäftsführerin. Früher Guide in Montmartre.' },
          { title: 'Marco Bianchi', text: 'Mitgründer, verantwortlich für die Guides. Gewinnt und schult unsere Guides weltweit.' },
          { title: 'Yuki Tanaka', text: 'Leiterin Reisebüros. Betreut unsere Partneragenturen und ihre Kunden.' },
          { title: 'Elena Petrova', text: 'Leiterin Kundenservice. Ihr Team antwortet Reisenden an sieben Tagen die Woche.' },
        ],
      },
    ],
  },
  'travel-agents': {
    title: 'Cicerone für Reisebüros',
    summary: 'Buchen Sie private Touren für Ihre Kunden mit Geschäftsrabatt – ein Konto für Ihr ganzes Reisebüro.',
    body: ['Eröffnen Sie ein Geschäftskonto: Unser Team prüft es innerhalb von 24 Stunden und schickt Ihnen Ihren persönlichen Promo-Code per E-Mail.'],
    sections: [
      {
        id: 'benefits',
        title: 'Was ein Geschäftskonto bietet',
        items: [
          { title: 'Rabatt auf jede Tour', text: 'Ihr persönlicher Promo-Code zieht den Rabatt von jeder Buchung ab, in jeder Währung.' },
          { title: 'Eine feste Ansprechperson', text: 'Eine namentlich bekannte Person bei Cicerone beantwortet Ihre Fragen und die Sonderwünsche Ihrer Kunden.' },
          { title: 'Voucher in der Sprache Ihrer Kunden', text: 'Jeder Voucher und jede Bestätigung ist in der Sprache des Reisenden verfasst, bereit zum Weiterleiten.' },
          { title: 'Rechnungen für Ihre Buchhaltung', text: 'Jede Buchung hat ihre Rechnung als PDF, mit den Daten Ihres Unternehmens.' },
        ],
      },
    ],
  },
  partners: {
    title: 'Partner werden',
    summary: 'Hotels, Kreuzfahrtreedereien, Eventagenturen und Tourismusbüros: Bieten Sie Ihren Gästen unsere lokalen Guides an.',
    body: ['Partner empfehlen ihren Gästen Cicerone-Touren und erhalten auf jede ihrer Buchungen den Geschäftsrabatt.'],
    sections: [
      {
        id: 'partners',
        title: 'Mit wem wir arbeiten',
        items: [
          { title: 'Hotels und Concierges', text: 'Buchen Sie in wenigen Minuten eine private Tour für einen Gast, in seiner Sprache.' },
          { title: 'Kreuzfahrtreedereien', text: 'Landausflüge passend zum Hafenaufenthalt Ihres Schiffes, mit einem Guide, der am Hafen wartet.' },
          { title: 'Eventagenturen', text: 'Touren für Gruppen, Seminare und Incentives, organisiert mit Ihrer Ansprechperson.' },
        ],
      },
    ],
  },
};
