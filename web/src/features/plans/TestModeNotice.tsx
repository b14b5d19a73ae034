// Says plainly that payments run in test mode (the sandbox, or the providers' test keys): no real money moves.
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function TestModeNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-violet-300 bg-violet-50 p-3 text-sm text-violet-950',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">{t('billing.testMode.title')}</strong> {t('billing.testMode.body')}
      </span>
    </p>
  );
}
