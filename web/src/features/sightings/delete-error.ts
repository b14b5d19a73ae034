// The 'Error deleting sighting' message of spec section 8: 401 or 'Authentication required' means signed out,
// 403 means someone else's sighting, anything else shows the server's message or the default.
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

export function deleteErrorMessage(error: unknown, t: TFunction): string {
  const message = error instanceof Error ? error.message : '';
  const status = error instanceof ApiError ? error.status : null;
  if (
    status === 401 ||
    message.includes('401') ||
    message.toLowerCase().includes('authentication required')
  ) {
    return t('sightings.delete.errorSignedOut');
  }
  if (status === 403 || message.includes('403')) return t('sightings.delete.errorNotOwner');
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t('sightings.delete.errorDefault');
}
