// The quality grade as a pill: research grade (community agreement on a dated, placed, illustrated sighting),
// needs ID, or casual. Cards show only research grade (`onlyResearch`), the sighting page every grade.
// Its labels are in the `sightings` texts, which the app's entry carries anyway: under `identifications` they
// brought that whole area (~1 KB gzip) into every page with a sighting card.
import type { QualityGrade } from '@common/schemas/identifications';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';

export function QualityBadge({
  grade,
  onlyResearch = false,
}: {
  grade: QualityGrade;
  onlyResearch?: boolean;
}) {
  const { t } = useTranslation();
  if (grade === 'research')
    return (
      <Badge className="bg-emerald-100 text-emerald-900" data-testid="research-grade">
        <BadgeCheck aria-hidden />
        {t('sightings.qualityGrade.research')}
      </Badge>
    );
  if (onlyResearch) return null;
  return (
    <Badge variant="outline" data-testid={`grade-${grade}`}>
      {grade === 'needs_id' ? t('sightings.qualityGrade.needsId') : t('sightings.qualityGrade.casual')}
    </Badge>
  );
}
