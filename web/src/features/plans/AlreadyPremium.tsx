// Shown on the buying pages to a member who already has Premium: where to see and manage it instead.
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';

export function AlreadyPremium() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="already-premium"
      className="grid justify-items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-6"
    >
      <BadgeCheck className="size-8 text-brand-700" aria-hidden />
      <h2 id="already-premium" className="text-xl font-semibold text-stone-900">
        {t('billing.alreadyPremium.title')}
      </h2>
      <p className="text-stone-700">{t('billing.alreadyPremium.body')}</p>
      <Button asChild>
        <Link to="/subscription">{t('billing.alreadyPremium.link')}</Link>
      </Button>
    </section>
  );
}
