// What a member sees after pressing Publish: the success toast, or the failure (server message in a
// destructive toast; the free plan's refusal with its link to Premium; signed out: the shared handler).
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { errorMessage, isUnauthenticatedError } from '../../lib/api';
import { handleApiError } from '../../lib/handle-error';
import { upgradeUrlOf } from './use-create-sighting';

export function publishFailureText(t: TFunction, error: unknown): string {
  return errorMessage(error, t('upload.errors.publishFallback'));
}

export function toastPublishFailure(t: TFunction, error: unknown, navigate: (to: string) => void): void {
  if (isUnauthenticatedError(error)) {
    handleApiError(error, undefined, navigate);
    return;
  }
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
}

export function toastPublished(t: TFunction, speciesName: string): void {
  toast({
    variant: 'success',
    title: t('upload.success.title'),
    description: t('upload.success.description', { species: speciesName }),
  });
}
