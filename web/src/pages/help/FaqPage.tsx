// /faq: the questions members ask, grouped by topic, searchable, each with its own link (features/support/faq).
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FaqView } from '../../features/support/faq/FaqView';

export default function FaqPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.faq.title'));
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.faq.title')}</h1>
        <p className="text-lg text-stone-700">{t('faq.intro')}</p>
      </header>
      <FaqView />
      <aside className="grid justify-items-start gap-3 rounded-2xl bg-brand-50 p-6">
        <h2 className="text-lg font-semibold text-stone-900">{t('faq.stillStuck')}</h2>
        <p className="text-stone-700">{t('faq.stillStuckText')}</p>
        <Button asChild>
          <Link to="/contact">
            <MessageCircle aria-hidden />
            {t('faq.contactUs')}
          </Link>
        </Button>
      </aside>
    </div>
  );
}
