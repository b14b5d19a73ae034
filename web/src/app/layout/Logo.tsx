// The "WildLens" word mark linking to the home page.
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('nav.homeLink')}
      className={cn('inline-flex items-center gap-2 rounded-md text-lg font-bold text-brand-800', className)}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Camera className="size-4" aria-hidden />
      </span>
      <span>{t('common.siteName')}</span>
    </Link>
  );
}
