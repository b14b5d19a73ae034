// Sign out: on success every cached query (and the service worker's offline copies) is cleared, the user goes
// to / and sees 'Logged out' (spec section 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { rememberUserId } from '../../lib/session-id';
import { clearMemberCaches } from '../app-update/offline-caches';
import { adminHeaders, setAdminToken } from './admin-token';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout', undefined, { headers: adminHeaders() }),
    onSuccess: () => {
      setAdminToken(null);
      rememberUserId(null);
      queryClient.clear();
      // What the service worker kept of the member for offline reading goes with the session.
      void clearMemberCaches();
      navigate('/');
      toast({ title: t('auth.logout.success') });
    },
    onError: () => {
      toast({ title: t('common.error'), description: t('auth.logout.failed'), variant: 'destructive' });
    },
  });
}
