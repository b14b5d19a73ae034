// What a member sees after pressing Publish: the success toast, or the failure (server message in a
// destructive toast; the free plan's refusal with its link to Premium; signed out: then sign-in).
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, isUnauthenticatedError } from '../../lib/api';
import { requestSignIn } from '../../lib/handle-error';
import { upgradeUrlOf } from './use-create-sighting';

export function publishFailureText(t: TFunction, error: unknown): string {
  return errorMessage(error, t('upload.errors.publishFallback'));
}

export function toastPublishFailure(t: TFunction, error: unknown): void {
  const upgrade = upgradeUrlOf(error);
  toast({
    variant: 'destructive',
    title: t('upload.errors.publishFailed'),
    description: (
      <>
        {publishFailureText(t, error)}
        {upgrade && (
          <>
            {' '}
            <Link to={upgrade} className="font-semibold underline underline-offset-4">
              {t('upload.errors.upgradeLink')}
            </Link>
          </>
        )}
      </>
    ),
  });
  // After the toast, as spec section 8 orders it.
  if (isUnauthenticatedError(error)) requestSignIn();
}

/** A public sighting is live for everyone; a private ('Only me') one is saved for its author alone. */
export function toastPublished(t: TFunction, sighting: { speciesName: string; isPublic: boolean }): void {
  const species = sighting.speciesName;
  toast({
    variant: 'success',
    title: sighting.isPublic ? t('upload.success.title') : t('upload.success.privateTitle'),
    description: sighting.isPublic
      ? t('upload.success.description', { species })
      : t('upload.success.privateDescription', { species }),
  });
}
