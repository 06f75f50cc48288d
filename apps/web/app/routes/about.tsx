import { marketingClaims } from '@cicerone/core/company';
import { editorialPage } from '../content/editorial-page.server.ts';
import { EditorialHeader, EditorialSections } from '../content/editorial-sections.tsx';
import { CompanyFigures } from '../content/company-figures.tsx';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/about';
import '../content/content.css';

export async function loader(args: Route.LoaderArgs) {
  const { entry, meta } = await editorialPage(args, 'about');
  return { entry, figures: marketingClaims, meta };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** /about (requirements §screens.content): the company, the figures of §product.claims and the team. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { entry, figures } = loaderData;
  return (
    <div className="section content-page">
      <EditorialHeader entry={entry} />
      <CompanyFigures figures={figures} />
      <EditorialSections entry={entry} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
