// "From around the web" on /discovery: links to wildlife content elsewhere chosen by the administrators
// (external_content). Each opens through /go/external/{id}, which counts the click and leads to the page, in a
// new tab. Asked for only as the visitor scrolls near it; nothing is shown without links.
import type { ExternalLink as ExternalLinkItem } from '@common/schemas/curated';
import { externalLinkPath } from '@common/schemas/curated';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../lib/use-near-viewport';
import { publicCuratedApi } from './api';
import { curatedKeys } from './keys';

const SHOWN = 6;

function LinkCard({ link }: { link: ExternalLinkItem }) {
  const { t } = useTranslation();
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {link.imageUrl && (
        <img
          src={link.imageUrl}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <div className="grid flex-1 gap-1 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-stone-500">
          {t(`aroundTheWeb.types.${link.sourceType}`)} · <span dir="auto">{link.sourceName}</span>
        </p>
        <a
          href={externalLinkPath(link.id)}
          target="_blank"
          rel="noopener nofollow"
          className="inline-flex items-start gap-1 font-semibold text-stone-900 hover:text-brand-800 hover:underline"
        >
          <span dir="auto">{link.title}</span>
          <ExternalLink className="mt-1 size-3 shrink-0" aria-hidden />
          <span className="sr-only">{t('aroundTheWeb.opensInNewTab')}</span>
        </a>
        {link.description && (
          <p dir="auto" className="line-clamp-3 text-sm text-stone-700">
            {link.description}
          </p>
        )}
        <p className="mt-auto break-all text-xs text-stone-500" dir="ltr">
          {link.host}
        </p>
      </div>
    </li>
  );
}

export function AroundTheWebSection() {
  const { t } = useTranslation();
  const [marker, near] = useNearViewport<HTMLDivElement>('400px');
  const links = useQuery({
    queryKey: curatedKeys.publicLinks(SHOWN),
    queryFn: () => publicCuratedApi.links(SHOWN),
    enabled: near,
    staleTime: 10 * 60 * 1000,
  });
  const items = links.data ?? [];
  return (
    <div ref={marker}>
      {items.length > 0 && (
        <section aria-labelledby="around-the-web" className="mt-10 grid gap-4">
          <div className="grid gap-1">
            <h2 id="around-the-web" className="text-2xl font-bold text-stone-900">
              {t('aroundTheWeb.heading')}
            </h2>
            <p className="text-stone-600">{t('aroundTheWeb.intro')}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((link) => (
              <LinkCard key={link.id} link={link} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
