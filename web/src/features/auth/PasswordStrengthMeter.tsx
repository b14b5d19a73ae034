// The live password strength meter (spec section 5): hidden while empty, level and bar from passwordStrength,
// and the four criteria with their met/unmet state.

import { LIMITS } from '@common/constants/limits';
import { type PasswordStrength, passwordStrength } from '@common/schemas/auth';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** The same four criteria passwordStrength counts; listed here so each can be shown on its own. */
export const PASSWORD_CRITERIA = [
  { key: 'length', test: (p: string) => p.length >= LIMITS.registerPasswordMin },
  { key: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { key: 'number', test: (p: string) => /\d/.test(p) },
] as const;

const BAR_COLOUR: Record<PasswordStrength, string> = {
  strong: 'bg-green-600',
  medium: 'bg-yellow-500',
  weak: 'bg-orange-500',
  veryWeak: 'bg-red-600',
};
const TEXT_COLOUR: Record<PasswordStrength, string> = {
  strong: 'text-green-700',
  medium: 'text-yellow-700',
  weak: 'text-orange-700',
  veryWeak: 'text-red-700',
};

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  if (!strength) return null;
  const levelLabel = t(`auth.strength.${strength.level}`);
  return (
    <div id={id} className="grid gap-2" data-testid="password-strength">
      <div className="flex items-center justify-between text-sm">
        <span className="text-stone-600">{t('auth.strength.label')}</span>
        <span className={cn('font-medium', TEXT_COLOUR[strength.level])} aria-live="polite">
          {levelLabel}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('auth.strength.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={strength.score}
        aria-valuetext={levelLabel}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={cn('h-full rounded-full transition-all', BAR_COLOUR[strength.level])}
          style={{ width: `${strength.score}%` }}
        />
      </div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li
              key={criterion.key}
              data-met={met}
              className={cn('flex items-center gap-1.5', met ? 'text-green-700' : 'text-stone-500')}
            >
              {met ? <Check className="size-4" aria-hidden /> : <X className="size-4" aria-hidden />}
              <span>{t(`auth.strength.criteria.${criterion.key}`)}</span>
              <span className="sr-only">({met ? t('auth.strength.met') : t('auth.strength.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
