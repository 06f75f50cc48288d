import { editorialPage } from '../content/editorial-page.server.ts';
import { EditorialHeader } from '../content/editorial-sections.tsx';
import { fallbackLang } from '../content/fallback-notice.tsx';
import { FaqSearch } from '../content/faq-search.tsx';
import { faqJsonLd } from '../content/structured-data.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/faq';
import '../content/content.css';

export async function loader(args: Route.LoaderArgs) {
  const { entry, meta } = await editorialPage(args, 'faq');
  // The search without JavaScript: the form's ?q= is filtered as the page is rendered.
  const query = (new URL(args.request.url).searchParams.get('q') ?? '').slice(0, 80);
  return { entry, query, meta: { ...meta, noindex: query !== '', jsonLd: faqJsonLd(entry) } };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Requirements §screens.content /faq (requirements §screens.content): questions grouped by topic, searchable with or without JavaScript. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const { entry, query } = loaderData;
  return (
    <div className="section content-page">
      <EditorialHeader entry={entry} leadOnly />
      <FaqSearch entry={entry} initialQuery={query} />
      {entry.data.body.map((paragraph, index) => (
        <p key={index} className="muted" lang={fallbackLang(entry)}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
