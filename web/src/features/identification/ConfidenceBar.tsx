// A confidence as a bar and a percentage (the percentage, with its label, is what assistive technology reads).
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../language/current-language';
import { formatPercent } from './reason-text';

export function ConfidenceBar({ value }: { value: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const percent = formatPercent(value, language);
  const tone = value >= 0.7 ? 'bg-brand-600' : value >= 0.4 ? 'bg-accent-400' : 'bg-stone-400';
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
        <div className={`h-full rounded-full ${tone}`} style={{ width: `${Math.round(value * 100)}%` }} />
      </div>
      <span className="w-12 text-end text-sm font-medium tabular-nums text-stone-700">
        <span className="sr-only">{t('identify.result.confidenceLabel')}: </span>
        {percent}
      </span>
    </div>
  );
}
