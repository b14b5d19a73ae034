// Administrator sign-in: POST /api/admin/login gives the bearer token used by every other /api/admin/* call.

import type { SignInInput } from '@common/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { setAdminToken } from '../auth/admin-token';

export interface AdminAccount {
  id: number;
  username: string;
  email: string | null;
  permissions: {
    manageProducts: boolean;
    viewRevenue: boolean;
    viewTraffic: boolean;
    manageUsers: boolean;
    systemSettings: boolean;
  };
}

export interface AdminLoginReply {
  adminSessionToken: string;
  admin: AdminAccount;
}

export function useAdminLogin() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest<AdminLoginReply>('POST', '/api/admin/login', input),
    onSuccess: (reply) => {
      setAdminToken(reply.adminSessionToken);
      toast({
        title: t('auth.login.adminSuccess.title'),
        description: t('auth.login.adminSuccess.description'),
      });
      navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('admin.login.failed'),
        description: errorMessage(error, t('admin.login.failedDescription')),
      });
    },
  });
}
