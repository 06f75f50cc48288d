import type { ContentLanguage } from '../types.ts';

export const content: ContentLanguage = {
  home: {
    title: 'Private tours with local guides, all over the world',
    summary: 'Book private walking tours, food tours, bike rides and day trips with licensed local guides in hundreds of cities.',
    body: [
      'Cicerone connects travellers with local guides who love their city. Every tour is private or in a small group, so the pace, the stops and the questions are yours.',
      'Choose a walking tour of the historic centre, a tasting walk through the markets, a bike ride along the water or a day trip to the countryside. Prices are per group, not per person, and you can cancel free of charge up to 24 hours before the start.',
      'Our guides are checked and reviewed by thousands of travellers. Pick a city, choose your date and meet someone who will show you the place as only a local can.',
    ],
  },
  continent: ({ continent, countries }) => ({
    title: `${continent}: private tours and local guides`,
    summary: `Discover ${continent} with private tours led by local guides: walking tours, food tours, bike rides and day trips. Popular countries: ${countries}.`,
    body: [
      `${continent} is a continent of contrasts, and the best way to understand it is with someone who lives there. Our local guides show you the famous sights and the places only residents know.`,
      `Popular countries: ${countries}, and many more. Every tour is private or in a small group, priced per group, and can be cancelled free of charge up to 24 hours before the start.`,
      'Start with a walking tour to find your bearings, then go deeper with a food tour, a museum visit with an expert or a day trip beyond the city.',
    ],
  }),
};
