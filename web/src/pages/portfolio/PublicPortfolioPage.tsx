// /portfolio/:portfolioUrl: a member's public portfolio, in the theme and layout they chose.
import { Globe, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { InstagramIcon } from '../../components/ui/InstagramIcon';
import { PageSpinner } from '../../components/ui/Spinner';
import { PortfolioCollectionView } from '../../features/portfolios/PortfolioCollectionView';
import { layoutOf, safeExternalUrl, THEME_PALETTES, themeOf } from '../../features/portfolios/themes';
import { usePublicPortfolio } from '../../features/portfolios/use-portfolio';
import { MemberAvatar } from '../../features/profiles/MemberAvatar';
import { mediaPath } from '../../features/sightings/media-path';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';

const SOCIAL_ORDER = ['website', 'instagram', 'flickr', 'youtube'] as const;

export default function PublicPortfolioPage() {
  const { t } = useTranslation();
  const { portfolioUrl = '' } = useParams();
  const portfolio = usePublicPortfolio(portfolioUrl);
  usePageTitle(portfolio.data?.title);

  if (portfolio.isPending) return <PageSpinner />;
  if (portfolio.isError) {
    if (portfolio.error instanceof ApiError && portfolio.error.status === 404) return <PortfolioNotFound />;
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-stone-700">
        {errorMessage(portfolio.error, t('portfolio.public.loadFailed'))}
      </p>
    );
  }

  const data = portfolio.data;
  const palette = THEME_PALETTES[themeOf(data.theme)];
  const layout = layoutOf(data.layout);
  const collections = [...data.collections].sort((a, b) => a.orderIndex - b.orderIndex);
  const links = SOCIAL_ORDER.flatMap((key) => {
    const raw = data.socialLinks[key];
    const href = raw ? safeExternalUrl(raw) : null;
    return href ? [{ key, href }] : [];
  });

  return (
    <div className={cn('min-h-[60vh]', palette.page)} data-theme={themeOf(data.theme)}>
      <header className={cn('relative overflow-hidden', palette.header)}>
        {data.headerImageUrl && (
          <img
            src={mediaPath(data.headerImageUrl)}
            alt=""
            className="absolute inset-0 size-full object-cover opacity-30"
          />
        )}
        <div className="relative mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:py-16">
          <h1 dir="auto" className="break-words text-3xl font-bold sm:text-5xl">
            {data.title}
          </h1>
          <Link
            to={`/profile/${data.owner.id}`}
            className="inline-flex w-fit items-center gap-2 font-medium hover:underline"
          >
            <MemberAvatar username={data.owner.username} imageUrl={data.owner.profileImageUrl} size="sm" />
            <OwnerLine username={data.owner.username} />
          </Link>
          {data.description && (
            <p dir="auto" className={cn('max-w-3xl whitespace-pre-line text-lg', palette.headerMuted)}>
              {data.description}
            </p>
          )}
          {data.bio && (
            <p dir="auto" className={cn('max-w-3xl whitespace-pre-line', palette.headerMuted)}>
              {data.bio}
            </p>
          )}
          {links.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('portfolio.public.links')}>
              {links.map(({ key, href }) => (
                <li key={key}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm',
                      palette.chip,
                    )}
                  >
                    {key === 'instagram' ? (
                      <InstagramIcon className="size-4" />
                    ) : key === 'website' ? (
                      <Globe className="size-4" aria-hidden />
                    ) : (
                      <Link2 className="size-4" aria-hidden />
                    )}
                    {t(`portfolio.social.${key}`)}
                    <span className="sr-only">{t('sightings.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10">
        {collections.length === 0 ? (
          <p className={cn('text-center', palette.muted)}>{t('portfolio.public.empty')}</p>
        ) : (
          collections.map((collection) => (
            <PortfolioCollectionView
              key={collection.id}
              collection={collection}
              layout={layout}
              palette={palette}
            />
          ))
        )}
      </div>
    </div>
  );
}

function PortfolioNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('portfolio.public.notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('portfolio.public.notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/explore">{t('portfolio.public.notFound.explore')}</Link>
      </Button>
    </section>
  );
}

/** Marks where the owner's name goes, so translations can place it anywhere in the sentence. */
const NAME_SLOT = '\u2063';

/** "by {{name}}" with the name in its own direction (an element with dir="auto" inside the sentence). */
function OwnerLine({ username }: { username: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('portfolio.public.by', { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <span>
      {before}
      <span dir="auto">{username}</span>
      {after}
    </span>
  );
}
