// The prizes of a contest (spec section 9), each worded in the reader's language.
import type { ContestPrize } from '@common/schemas/contests';
import { Award, Calendar, type LucideIcon, Megaphone, Newspaper, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ContestPrize, LucideIcon> = {
  cash: Award,
  newsletter: Newspaper,
  social: Megaphone,
  premium: Sparkles,
  calendar: Calendar,
};

export function PrizeList({ prizes }: { prizes: ContestPrize[] }) {
  const { t } = useTranslation();
  if (prizes.length === 0) return null;
  return (
    <ul aria-label={t('contests.prizesLabel')} className="grid gap-2">
      {prizes.map((prize) => {
        const Icon = ICONS[prize];
        return (
          <li key={prize} className="flex items-center gap-2 text-sm text-stone-800">
            <Icon className="size-4 shrink-0 text-brand-700" aria-hidden />
            {t(`contests.prizes.${prize}`)}
          </li>
        );
      })}
    </ul>
  );
}
