// 'Premium' next to a member's name for the paying tiers (spec section 3: premium and photographer).
import { isPremiumTier } from '@common/constants/plans';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';

export function TierBadge({ tier }: { tier: string }) {
  const { t } = useTranslation();
  if (!isPremiumTier(tier)) return null;
  return (
    <Badge variant="accent">
      <Crown aria-hidden />
      {t('profile.premium')}
    </Badge>
  );
}
