import type { EditorialPage } from '@cicerone/core/content/blog';
import { contentPaths } from '@cicerone/core/content/content-paths';
import { orNotFound, sitePage } from '../lib/page/site-page.server.ts';

const paths: Record<EditorialPage, string> = {
  faq: contentPaths.faq,
  about: contentPaths.about,
  'travel-agents': contentPaths.travelAgents,
  partners: contentPaths.partners,
};

type PageArgs = Parameters<typeof sitePage>[0];

/**
 * An editorial page's loader: its CMS entry (GET /api/cms/entry/dataByCmsAndLanguage, in process)
 * in the page's language or else in English, and its meta from the entry's title and summary.
 */
export async function editorialPage(args: PageArgs, page: EditorialPage) {
  const { services, locale } = sitePage(args);
  const entry = await orNotFound(services.content.entry(page, locale), locale);
  return { entry, meta: { path: paths[page], title: entry.data.title, description: entry.data.summary } };
}
