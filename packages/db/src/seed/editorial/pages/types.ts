import type { ContentData } from '../../../schema/catalog.ts';

/** The editorial pages of one language (requirements §screens.content); every language has the same sections and items in the same order. */
export interface EditorialPages {
  faq: ContentData;
  about: ContentData;
  'travel-agents': ContentData;
  partners: ContentData;
}
