// A report's or group's severity as a coloured pill with its translated name (the colour is never the only cue).
import type { Severity } from '@common/schemas/telemetry';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const COLORS: Record<Severity, string> = {
  critical: 'bg-red-700 text-white',
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-stone-100 text-stone-700',
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', COLORS[severity])}>
      {t(`operations.severity.${severity}`)}
    </span>
  );
}
