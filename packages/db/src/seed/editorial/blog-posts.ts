import type { BlogCategory } from '@cicerone/core/content/blog';
import type { TourCategorySlug } from '@cicerone/core/catalog/tour-categories';

/** A demo post as written in English: its facts (shared by every language) and its text. */
export interface DemoPost {
  slug: string;
  category: BlogCategory;
  publishedAt: string;
  author: string;
  /** The city the post is about (its tours are the related tours). */
  city: string;
  /** The gallery illustration used as cover: a category's n-th drawing. */
  cover: readonly [TourCategorySlug, number];
  title: string;
  summary: string;
  coverAlt: string;
  body: string[];
}

/** Twelve posts; blog-translations.ts gives some of them other languages, the rest fall back to English. */
export const demoPosts: readonly DemoPost[] = [
  {
    slug: 'first-morning-in-rome',
    category: 'destinations',
    publishedAt: '2026-10-28',
    author: 'Marco Bianchi',
    city: 'rome',
    cover: ['private-tour', 1],
    title: 'Your first morning in Rome, hour by hour',
    summary: 'Where to be at dawn, where to drink your coffee and how to see the Forum before the crowds.',
    coverAlt: 'Drawing of a sunny square with old buildings',
    body: [
      'Rome rewards early risers. At seven the Trevi Fountain belongs to a few joggers and the street sweepers, and the light on the travertine is at its softest.',
      'Stand at the bar for your cappuccino, as Romans do: it costs less than at a table. Then walk to the Forum through the Monti quarter, whose lanes wake up slowly.',
      'A guide who meets you at the gate knows which ruins to skip and which stories to tell, so the morning ends in a trattoria rather than in a queue.',
    ],
  },
  {
    slug: 'street-food-tokyo',
    category: 'food',
    publishedAt: '2026-10-14',
    author: 'Yuki Tanaka',
    city: 'tokyo',
    cover: ['food-tour', 2],
    title: 'Eating your way through Tokyo’s side streets',
    summary: 'Yakitori under the railway arches, a standing sushi bar and the sweets of an old shopping street.',
    coverAlt: 'Drawing of a street lined with small food stalls',
    body: [
      'Tokyo’s best meals are often eaten standing up. Under the tracks near Yurakucho, smoke from the grills drifts between office workers on their way home.',
      'A standing sushi bar serves a dozen pieces in twenty minutes, each one placed on the counter the moment it is made. Point, nod, and eat it at once.',
      'End in an old shopping street where a family has made the same rice crackers for four generations. Your guide will know which shop still grills them by hand.',
    ],
  },
  {
    slug: 'barcelona-beyond-gaudi',
    category: 'culture',
    publishedAt: '2026-09-30',
    author: 'Camille Laurent',
    city: 'barcelona',
    cover: ['street-art-tour', 3],
    title: 'Barcelona beyond Gaudí',
    summary: 'Medieval lanes, a market of flowers and the murals of Poblenou: the city the postcards leave out.',
    coverAlt: 'Drawing of a colourful mural on a city wall',
    body: [
      'Everyone comes for the Sagrada Família, and rightly so. But Barcelona also has a Gothic quarter where Roman walls hold up medieval houses.',
      'In Poblenou, old factories have become studios, and their walls carry some of the best murals in Europe. They change every year.',
      'A local guide knows which courtyards are open in the morning and where the neighbours eat their vermouth on Sunday.',
    ],
  },
  {
    slug: 'packing-for-a-walking-tour',
    category: 'tips',
    publishedAt: '2026-09-16',
    author: 'Elena Petrova',
    city: 'lisbon',
    cover: ['private-tour', 4],
    title: 'What to pack for a walking tour',
    summary: 'Shoes, water, a layer for the wind: a short list that makes a four-hour walk a pleasure.',
    coverAlt: 'Drawing of a hilly street with a tram',
    body: [
      'Wear shoes you have already walked in. Cobblestones, like Lisbon’s, are hard on new soles and slippery after rain.',
      'Bring a small bottle of water, a light layer for the wind and a scarf for churches that ask for covered shoulders.',
      'Leave the large bag at the hotel: a guide walks faster than you think, and many museums refuse backpacks.',
    ],
  },
  {
    slug: 'kyoto-temples-in-autumn',
    category: 'destinations',
    publishedAt: '2026-09-02',
    author: 'Yuki Tanaka',
    city: 'kyoto',
    cover: ['museum', 5],
    title: 'Kyoto’s temples in autumn',
    summary: 'When the maples turn red, which gardens to see early and which to keep for the evening.',
    coverAlt: 'Drawing of a temple roof among trees',
    body: [
      'From mid-November Kyoto’s maples turn red, and the city fills with visitors who came for the same view.',
      'See the famous gardens at opening time, then spend the afternoon in the smaller temples of the northern hills, where you may be alone.',
      'Some temples light their gardens after dark in autumn. Your guide can time the evening so that you arrive as the lamps come on.',
    ],
  },
  {
    slug: 'a-day-with-a-paris-guide',
    category: 'guides',
    publishedAt: '2026-08-19',
    author: 'Camille Laurent',
    city: 'paris',
    cover: ['private-tour', 6],
    title: 'A day in the life of a Paris guide',
    summary: 'Up before the city, three groups, two languages and one favourite bakery.',
    coverAlt: 'Drawing of a river with bridges at sunrise',
    body: [
      'Sophie starts at eight with a family from Osaka on the Île de la Cité, then meets a couple from Munich for a walk through the Marais.',
      'Between the two she buys bread at the same bakery every day. The baker knows her groups by now and sometimes saves them a taste.',
      'What makes a good guide, she says, is listening: every group wants a different Paris, and the best tours are the ones that change on the way.',
    ],
  },
  {
    slug: 'bike-amsterdam-like-a-local',
    category: 'tips',
    publishedAt: '2026-08-05',
    author: 'Marco Bianchi',
    city: 'amsterdam',
    cover: ['bike-tour', 1],
    title: 'Cycling Amsterdam like a local',
    summary: 'Hand signals, bike lanes and where to park: the rules nobody tells visitors.',
    coverAlt: 'Drawing of bicycles along a canal',
    body: [
      'In Amsterdam the bike lane is a road, and the locals ride it fast. Keep right, look over your shoulder and signal with your hand before you turn.',
      'Never stop in the middle of a lane to take a photo. Pull over, step off and let the others pass.',
      'A guided ride takes you out of the centre, along the river to villages where the windmills still turn.',
    ],
  },
  {
    slug: 'istanbul-markets',
    category: 'food',
    publishedAt: '2026-07-22',
    author: 'Elena Petrova',
    city: 'istanbul',
    cover: ['food-tour', 3],
    title: 'The markets of Istanbul',
    summary: 'Spices, fish and tea: a morning between the Grand Bazaar and the Kadıköy market.',
    coverAlt: 'Drawing of a market street under awnings',
    body: [
      'The Grand Bazaar is a city under a roof, with its own streets, mosques and fountains. Go early, before the tour groups.',
      'Take the ferry to Kadıköy on the Asian side. Its market is where Istanbul does its shopping: fish on ice, pickles in jars, tea at every corner.',
      'With a guide you will taste more than you buy, and learn why the tea is served in glasses shaped like tulips.',
    ],
  },
  {
    slug: 'prague-after-dark',
    category: 'culture',
    publishedAt: '2026-07-08',
    author: 'Marco Bianchi',
    city: 'prague',
    cover: ['group-tour', 2],
    title: 'Prague after dark',
    summary: 'Gas lamps, quiet bridges and the legends of the old town, told at night.',
    coverAlt: 'Drawing of a bridge with statues at night',
    body: [
      'When the day visitors leave, Prague’s old town becomes another city. The lamplighter still lights some of the gas lamps by hand.',
      'The Charles Bridge is nearly empty after ten, and its statues look different in the half light.',
      'Night walks are where the city’s legends come out: the golem, the astronomer’s clock and the knight without a head.',
    ],
  },
  {
    slug: 'new-york-neighbourhoods',
    category: 'destinations',
    publishedAt: '2026-06-24',
    author: 'Camille Laurent',
    city: 'new-york',
    cover: ['private-car-tour', 4],
    title: 'Five New York neighbourhoods in one day',
    summary: 'From Harlem to Brooklyn by subway and on foot, with a guide who grew up there.',
    coverAlt: 'Drawing of tall buildings along an avenue',
    body: [
      'New York is a city of neighbourhoods, each with its own food, music and pace. Five in a day is ambitious, but possible with a plan.',
      'Start with gospel in Harlem, cross Central Park, eat in Chinatown, walk the High Line and end on a Brooklyn rooftop.',
      'A guide who grew up in Queens will show you which subway car stops closest to the exit.',
    ],
  },
  {
    slug: 'vienna-coffee-houses',
    category: 'food',
    publishedAt: '2026-06-10',
    author: 'Elena Petrova',
    city: 'vienna',
    cover: ['food-tour', 5],
    title: 'The rules of a Viennese coffee house',
    summary: 'How to order a Melange, why nobody rushes you and which cake to choose.',
    coverAlt: 'Drawing of a café with marble tables',
    body: [
      'A Viennese coffee house is a living room for the city. You may stay all afternoon over one cup, and the waiter will bring you water without asking.',
      'Order a Melange, Vienna’s answer to the cappuccino, and choose a cake from the glass case rather than from the menu.',
      'The newspapers hang on wooden holders by the door. Reading them is part of the ritual.',
    ],
  },
  {
    slug: 'how-we-choose-our-guides',
    category: 'guides',
    publishedAt: '2026-05-27',
    author: 'Marco Bianchi',
    city: 'berlin',
    cover: ['museum', 2],
    title: 'How we choose our guides',
    summary: 'Recorded answers, a city walk with us and the reviews of every tour: what it takes to guide with Cicerone.',
    coverAlt: 'Drawing of a museum hall with paintings',
    body: [
      'Every guide applies with five recorded answers, in the languages they guide in. We listen to every one of them.',
      'Those we select walk their city with one of us before their first tour, so that we know how they tell it.',
      'After that, travellers decide: we read every review, and a guide whose rating falls gets a call from us.',
    ],
  },
];
