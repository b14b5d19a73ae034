// What the file picker offers and the hint under it says, on the member's plan: Premium Explorer members may also
// choose camera RAW files, and larger photos (common/plans/benefits.ts); the server decides by content either way.
import { benefitsOf } from '@common/plans/benefits';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../auth/use-current-user';
import { ACCEPT_MEDIA, ACCEPT_PHOTOS, ACCEPT_RAW } from './MediaDropzone';

export function useAcceptedFiles(photoOnly: boolean): { accept: string; hint: string } {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const accept = photoOnly ? ACCEPT_PHOTOS : ACCEPT_MEDIA;
  if (!benefitsOf(user?.subscriptionTier).rawUploads)
    return { accept, hint: photoOnly ? t('upload.media.acceptedPhotos') : t('upload.media.accepted') };
  return {
    accept: `${accept},${ACCEPT_RAW}`,
    hint: photoOnly ? t('upload.media.acceptedPhotosPremium') : t('upload.media.acceptedPremium'),
  };
}
