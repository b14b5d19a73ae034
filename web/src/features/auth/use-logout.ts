// Sign out: on success every cached query is cleared, the user goes to / and sees 'Logged out' (spec section 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { rememberUserId } from '../../lib/session-id';
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
      navigate('/');
      toast({ title: t('auth.logout.success') });
    },
    onError: () => {
      toast({ title: t('common.error'), description: t('auth.logout.failed'), variant: 'destructive' });
    },
  });
}
