import { slugify } from '@cicerone/core/slug';

/**
 * The major cruise lines calling at the ports our guides work in, and their ships in service
 * (decision 0021): no dataset of cruise fleets exists, so this list was written from each line's
 * published fleet page as of 2025, ships retired or sold by then left out (Costa Firenze sails as
 * Carnival Firenze). It seeds the cruise_line and cruise_ship tables once; after that the back
 * office keeps them current (a new ship added, a sold one retired), and re-seeding only adds what a
 * table lacks, never undoing an admin's change.
 */
export interface CruiseLineRecord {
  key: string;
  name: string;
  ships: readonly string[];
}

export const cruiseLines: readonly CruiseLineRecord[] = [
  {
    key: 'royal-caribbean',
    name: 'Royal Caribbean International',
    ships: [
      'Icon of the Seas', 'Star of the Seas', 'Utopia of the Seas', 'Wonder of the Seas', 'Symphony of the Seas', 'Harmony of the Seas',
      'Allure of the Seas', 'Oasis of the Seas', 'Odyssey of the Seas', 'Spectrum of the Seas', 'Ovation of the Seas', 'Anthem of the Seas',
      'Quantum of the Seas', 'Freedom of the Seas', 'Liberty of the Seas', 'Independence of the Seas', 'Navigator of the Seas',
      'Mariner of the Seas', 'Explorer of the Seas', 'Adventure of the Seas', 'Voyager of the Seas', 'Radiance of the Seas',
      'Brilliance of the Seas', 'Serenade of the Seas', 'Jewel of the Seas', 'Vision of the Seas', 'Enchantment of the Seas',
      'Grandeur of the Seas', 'Rhapsody of the Seas',
    ],
  },
  {
    key: 'carnival',
    name: 'Carnival Cruise Line',
    ships: [
      'Carnival Jubilee', 'Carnival Celebration', 'Mardi Gras', 'Carnival Firenze', 'Carnival Venezia', 'Carnival Panorama', 'Carnival Horizon',
      'Carnival Vista', 'Carnival Breeze', 'Carnival Magic', 'Carnival Dream', 'Carnival Luminosa', 'Carnival Splendor', 'Carnival Freedom',
      'Carnival Liberty', 'Carnival Valor', 'Carnival Glory', 'Carnival Conquest', 'Carnival Legend', 'Carnival Miracle', 'Carnival Pride',
      'Carnival Spirit', 'Carnival Sunshine', 'Carnival Sunrise', 'Carnival Radiance', 'Carnival Paradise', 'Carnival Elation',
    ],
  },
  {
    key: 'msc',
    name: 'MSC Cruises',
    ships: [
      'MSC World America', 'MSC World Europa', 'MSC Euribia', 'MSC Seascape', 'MSC Seashore', 'MSC Virtuosa', 'MSC Grandiosa', 'MSC Bellissima',
      'MSC Meraviglia', 'MSC Seaview', 'MSC Seaside', 'MSC Preziosa', 'MSC Divina', 'MSC Splendida', 'MSC Fantasia', 'MSC Magnifica',
      'MSC Poesia', 'MSC Orchestra', 'MSC Musica', 'MSC Lirica', 'MSC Opera', 'MSC Armonia', 'MSC Sinfonia',
    ],
  },
  {
    key: 'norwegian',
    name: 'Norwegian Cruise Line',
    ships: [
      'Norwegian Aqua', 'Norwegian Viva', 'Norwegian Prima', 'Norwegian Encore', 'Norwegian Bliss', 'Norwegian Joy', 'Norwegian Escape',
      'Norwegian Breakaway', 'Norwegian Getaway', 'Norwegian Epic', 'Norwegian Gem', 'Norwegian Jade', 'Norwegian Pearl', 'Norwegian Jewel',
      'Pride of America', 'Norwegian Dawn', 'Norwegian Star', 'Norwegian Sun', 'Norwegian Sky', 'Norwegian Spirit',
    ],
  },
  {
    key: 'celebrity',
    name: 'Celebrity Cruises',
    ships: [
      'Celebrity Xcel', 'Celebrity Ascent', 'Celebrity Beyond', 'Celebrity Apex', 'Celebrity Edge', 'Celebrity Reflection', 'Celebrity Silhouette',
      'Celebrity Eclipse', 'Celebrity Equinox', 'Celebrity Solstice', 'Celebrity Constellation', 'Celebrity Infinity', 'Celebrity Summit',
      'Celebrity Millennium', 'Celebrity Flora',
    ],
  },
  {
    key: 'princess',
    name: 'Princess Cruises',
    ships: [
      'Star Princess', 'Sun Princess', 'Discovery Princess', 'Enchanted Princess', 'Sky Princess', 'Majestic Princess', 'Regal Princess',
      'Royal Princess', 'Emerald Princess', 'Ruby Princess', 'Crown Princess', 'Caribbean Princess', 'Diamond Princess', 'Sapphire Princess',
      'Grand Princess', 'Coral Princess', 'Island Princess',
    ],
  },
  {
    key: 'holland-america',
    name: 'Holland America Line',
    ships: ['Rotterdam', 'Nieuw Statendam', 'Koningsdam', 'Nieuw Amsterdam', 'Eurodam', 'Oosterdam', 'Westerdam', 'Zuiderdam', 'Volendam', 'Zaandam', 'Noordam'],
  },
  {
    key: 'costa',
    name: 'Costa Cruises',
    ships: ['Costa Smeralda', 'Costa Toscana', 'Costa Diadema', 'Costa Fascinosa', 'Costa Favolosa', 'Costa Pacifica', 'Costa Deliziosa', 'Costa Serena', 'Costa Fortuna'],
  },
  {
    key: 'aida',
    name: 'AIDA Cruises',
    ships: ['AIDAnova', 'AIDAcosma', 'AIDAprima', 'AIDAperla', 'AIDAstella', 'AIDAsol', 'AIDAmar', 'AIDAblu', 'AIDAluna', 'AIDAbella', 'AIDAdiva'],
  },
  {
    key: 'cunard',
    name: 'Cunard',
    ships: ['Queen Anne', 'Queen Mary 2', 'Queen Victoria', 'Queen Elizabeth'],
  },
  {
    key: 'viking',
    name: 'Viking Ocean Cruises',
    ships: [
      'Viking Vela', 'Viking Saturn', 'Viking Mars', 'Viking Neptune', 'Viking Venus', 'Viking Jupiter', 'Viking Orion', 'Viking Sky',
      'Viking Sea', 'Viking Star', 'Viking Sun', 'Viking Polaris', 'Viking Octantis',
    ],
  },
  {
    key: 'disney',
    name: 'Disney Cruise Line',
    ships: ['Disney Destiny', 'Disney Treasure', 'Disney Wish', 'Disney Fantasy', 'Disney Dream', 'Disney Wonder', 'Disney Magic'],
  },
];

/** A seeded ship's key: its line's key and the ship's name as a slug ('cunard/queen-mary-2'). */
export function cruiseShipKey(lineKey: string, shipName: string): string {
  return `${lineKey}/${slugify(shipName)}`;
}
