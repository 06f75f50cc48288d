/** A message for the next page after a redirect (a translated catalog key and its ICU values). */
export interface FlashNotice {
  key: string;
  values?: Record<string, string | number>;
}

/** What the layout hands its pages: the notices, and an id that tells two flashes apart. */
export interface Flash {
  id: string;
  notices: FlashNotice[];
}
