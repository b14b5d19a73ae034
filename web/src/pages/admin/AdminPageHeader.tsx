// The head of every administration page: the way back to the dashboard, the page's title and what it is for.
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AdminPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  return (
    <header className="grid gap-2">
      <Link
        to="/admin/dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
        {t('adminConservation.back')}
      </Link>
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="text-stone-600">{subtitle}</p>
    </header>
  );
}
