// The affiliate disclosure shown wherever affiliate links are.
import { useTranslation } from 'react-i18next';

export function AffiliateDisclosure() {
  const { t } = useTranslation();
  return (
    <p
      className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      role="note"
    >
      {t('gear.disclosure')}
    </p>
  );
}
