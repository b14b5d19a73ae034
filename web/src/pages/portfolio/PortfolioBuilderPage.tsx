// /portfolio-builder: the member arranges their public portfolio: settings, then collections of their own
// sightings in order, with captions. Until the member's first save the server answers an unsaved draft, so
// opening this page publishes nothing.
import { ExternalLink, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { CollectionsEditor } from '../../features/portfolios/CollectionsEditor';
import { PortfolioSettingsForm } from '../../features/portfolios/PortfolioSettingsForm';
import { useOwnPortfolio } from '../../features/portfolios/use-portfolio';
import { errorMessage } from '../../lib/api';

export default function PortfolioBuilderPage() {
  const { t } = useTranslation();
  usePageTitle(t('portfolio.builder.title'));
  const portfolio = useOwnPortfolio();

  if (portfolio.isPending) return <PageSpinner />;
  if (portfolio.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-stone-700">
        {errorMessage(portfolio.error, t('portfolio.builder.loadFailed'))}
      </p>
    );
  }
  const data = portfolio.data;

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{t('portfolio.builder.title')}</h1>
          <p className="mt-1 text-stone-600">{t('portfolio.builder.subtitle')}</p>
        </div>
        {!data.saved ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-stone-600">
            <Lock className="size-4" aria-hidden />
            {t('portfolio.builder.notSaved')}
          </p>
        ) : data.isPublic ? (
          <Button asChild variant="outline">
            <Link to={`/portfolio/${encodeURIComponent(data.portfolioUrl)}`}>
              <ExternalLink aria-hidden />
              {t('portfolio.builder.viewPublic')}
            </Link>
          </Button>
        ) : (
          <p className="inline-flex items-center gap-1.5 text-sm text-stone-600">
            <Lock className="size-4" aria-hidden />
            {t('portfolio.builder.private')}
          </p>
        )}
      </div>

      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {/* Keyed by id: another portfolio (after signing in as someone else) starts a fresh form. */}
        <PortfolioSettingsForm key={data.id} portfolio={data} />
      </div>

      <CollectionsEditor portfolio={data} />
    </div>
  );
}
