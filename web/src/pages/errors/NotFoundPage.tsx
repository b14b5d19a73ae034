import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </section>
  );
}
