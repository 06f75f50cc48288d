/*
 * Turns whatever zone name a dataset gives into one canonical IANA name, or null when
 * no engine would accept it.
 *
 * "Canonical" follows ECMA-402/Temporal: IANA's primary name, except that zones merged
 * across a border (Africa/Asmara into Nairobi, Europe/Amsterdam into Brussels) keep
 * their own name, since a traveller looks for their own country's city. Node 24's ICU
 * gets most of the way on its own: DateTimeFormat resolves merged aliases inside one
 * country (America/Montreal → America/Toronto, Europe/Uzhgorod → Europe/Kiev). What ICU
 * does not do is follow IANA renames: its own ids are the frozen CLDR spellings
 * (Asia/Calcutta, Europe/Kiev), which is also what Intl.supportedValuesOf('timeZone')
 * lists. Postgres, browsers other than Chrome and Temporal use the modern names, so
 * those few are mapped forward below.
 */

/**
 * ICU/CLDR legacy id → IANA primary name. This is the whole set of ids in
 * Intl.supportedValuesOf('timeZone') (Node 24, ICU 77) that IANA has renamed; a test
 * checks each one still resolves in Intl.
 */
export const icuLegacyToIana: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const cache = new Map<string, string | null>();
let icuIds: Set<string> | undefined;

/** The canonical IANA name of `zone`, or null if it is empty or unknown to Intl. */
export function canonicalTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  icuIds ??= new Set(Intl.supportedValuesOf('timeZone'));
  // Fast path: already one of ICU's own ids (building a DateTimeFormat costs ~0.1 ms).
  if (icuIds.has(zone)) return icuLegacyToIana[zone] ?? zone;
  const cached = cache.get(zone);
  if (cached !== undefined) return cached;
  let resolved: string | null;
  try {
    // Resolving through ICU folds aliases (Montreal → Toronto, Chongqing → Shanghai).
    const icuId = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    resolved = icuLegacyToIana[icuId] ?? icuId;
  } catch {
    resolved = null; // RangeError: not a zone this runtime knows
  }
  cache.set(zone, resolved);
  return resolved;
}
