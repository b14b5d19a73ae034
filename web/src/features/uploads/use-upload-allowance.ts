// The free plan's photo allowance this calendar month (GET /api/media/allowance); premium: limit null.
import type { UploadAllowance } from '@common/schemas/media';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../auth/use-current-user';
import { uploadKeys } from './keys';

export function useUploadAllowance() {
  const { isAuthenticated, isPremium } = useCurrentUser();
  // Premium members have no allowance to show, so the request is not worth making.
  return useQuery<UploadAllowance>({
    queryKey: uploadKeys.allowance,
    enabled: isAuthenticated && !isPremium,
  });
}
