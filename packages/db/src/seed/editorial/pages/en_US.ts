import type { EditorialPages } from './types.ts';

export const pages: EditorialPages = {
  faq: {
    title: 'Frequently asked questions',
    summary: 'Answers about booking a private tour, paying, changing plans and meeting your guide.',
    body: ['Cannot find your answer? Write to us from the contact page: a person replies within a day.'],
    sections: [
      {
        id: 'booking',
        title: 'Booking',
        items: [
          { title: 'How do I book a private tour?', text: 'Choose a tour, a date, a start time and the number of travellers, then pay by card or bank transfer. Your voucher arrives by e-mail as soon as the payment is confirmed.' },
          { title: 'Is the tour really private?', text: 'Yes. Only your group goes with the guide, whatever its size, so the pace and the stops are yours to choose.' },
          { title: 'Can I book for someone else?', text: 'Of course. Give the traveller’s name when you book; the voucher can be forwarded to them.' },
        ],
      },
      {
        id: 'payment',
        title: 'Payment and prices',
        items: [
          { title: 'Which payment methods do you accept?', text: 'Cards (Visa, Mastercard, American Express), bank transfer, and Cicerone Coins from a gift card.' },
          { title: 'Are there hidden fees?', text: 'No. The price shown at checkout includes the guide and taxes; entrance tickets are listed under what is not included.' },
          { title: 'In which currency will I pay?', text: 'Prices are shown in the currency you choose; the order records the rate used, and cards are charged in that currency.' },
        ],
      },
      {
        id: 'changes',
        title: 'Changes and cancellation',
        items: [
          { title: 'Can I cancel my tour?', text: 'Tours can be cancelled free of charge up to 24 hours before the start, other services up to 48 hours; you get a full refund.' },
          { title: 'What if it rains?', text: 'Tours take place in any weather. Your guide adapts the route and suggests covered places when the sky turns grey.' },
          { title: 'How do I find my guide?', text: 'The meeting point and your guide’s phone number are on your voucher. Your guide waits there with a Cicerone sign.' },
        ],
      },
    ],
  },
  about: {
    title: 'About Cicerone',
    summary: 'Cicerone connects travellers with local guides for private tours, in seven languages and any currency.',
    body: [
      'We started Cicerone in Paris with a simple idea: the best way to discover a city is with someone who lives there, for you and your companions alone.',
      'Today local guides show travellers their cities on every continent, and travel agencies book them for their clients. We check every guide ourselves and read every review.',
    ],
    sections: [
      {
        id: 'team',
        title: 'The team',
        items: [
          { title: 'Camille Laurent', text: 'Co-founder and chief executive. A former guide in Montmartre.' },
          { title: 'Marco Bianchi', text: 'Co-founder, in charge of the guides. Recruits and trains our guides around the world.' },
          { title: 'Yuki Tanaka', text: 'Head of travel agencies. Looks after our partner agencies and their clients.' },
          { title: 'Elena Petrova', text: 'Head of customer care. Her team answers travellers seven days a week.' },
        ],
      },
    ],
  },
  'travel-agents': {
    title: 'Cicerone for travel agents',
    summary: 'Book private tours for your clients at a professional discount, with one account for your whole agency.',
    body: ['Open a business account: our team checks it within 24 hours and sends your personal promo code by e-mail.'],
    sections: [
      {
        id: 'benefits',
        title: 'What a business account gets',
        items: [
          { title: 'A discount on every tour', text: 'Your personal promo code takes the discount off every booking, in every currency.' },
          { title: 'An account manager', text: 'A named person at Cicerone answers your questions and your clients’ special requests.' },
          { title: 'Vouchers in your clients’ language', text: 'Every voucher and confirmation is written in the traveller’s language, ready to forward.' },
          { title: 'Invoices for your accounts', text: 'Each booking has its invoice in PDF, with your company’s details.' },
        ],
      },
    ],
  },
  partners: {
    title: 'Become a partner',
    summary: 'Hotels, cruise lines, event agencies and tourist offices: offer your guests our local guides.',
    body: ['Partners recommend Cicerone tours to their guests and earn the professional discount on every booking they make.'],
    sections: [
      {
        id: 'partners',
        title: 'Who we work with',
        items: [
          { title: 'Hotels and concierges', text: 'Book a private tour for a guest in a few minutes, in their language.' },
          { title: 'Cruise lines', text: 'Shore excursions timed to your ship’s call, with a guide waiting at the port.' },
          { title: 'Event agencies', text: 'Tours for groups, seminars and incentives, organised with your account manager.' },
        ],
      },
    ],
  },
};
