// The credit line of a credited photo (curated, or credited to its original photographer), on the sighting card
// and the sighting page: who took it, its licence (CC BY-SA and the like travel with the credit) and a link back
// to the original. Nothing for a member's own photos.
import type { Sighting } from '@common/schemas/sightings';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../components/ui/member-text';
import { cn } from '../../lib/cn';

type Credited = Pick<
  Sighting,
  | 'isCurated'
  | 'originalPhotographerCredit'
  | 'instagramSourceUsername'
  | 'instagramSourceUrl'
  | 'sourceUrl'
  | 'photoLicense'
>;

export function PhotoCredit({ sighting, className }: { sighting: Credited; className?: string }) {
  const { t } = useTranslation();
  const named =
    sighting.originalPhotographerCredit ??
    (sighting.instagramSourceUsername ? `@${sighting.instagramSourceUsername}` : null);
  const credit = named && isolate(named);
  if (!credit || !(sighting.isCurated || sighting.originalPhotographerCredit)) return null;
  // Only web addresses are followed: whatever a row holds, never a javascript: or data: link.
  const originalUrl = [sighting.instagramSourceUrl, sighting.sourceUrl].find(
    (url) => url && /^https?:\/\//i.test(url),
  );
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 text-stone-600', className)}>
      <span>
        {sighting.photoLicense
          ? t('sightings.creditWithLicense', { credit, license: sighting.photoLicense })
          : t('sightings.credit', { credit })}
      </span>
      {originalUrl && (
        <a
          href={originalUrl}
          target="_blank"
          rel="noopener nofollow"
          className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline"
        >
          {t('sightings.viewOriginal')}
          <ExternalLink className="size-3" aria-hidden />
          <span className="sr-only">{t('sightings.opensInNewTab')}</span>
        </a>
      )}
    </p>
  );
}
