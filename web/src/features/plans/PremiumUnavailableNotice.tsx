// The notice shown where subscriptions are off for the language (spec section 8).
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function PremiumUnavailableNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900',
        className,
      )}
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p>{t('plans.unavailable.message')}</p>
        <p className="font-medium">{t('plans.unavailable.expanding')}</p>
      </div>
    </div>
  );
}
