// Forgotten password: ask for a reset link, then choose a new password with the token from the e-mail.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

interface MessageReply {
  message: string;
}

/** The server answers the same whether or not the account exists, so the reply is shown as is. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest<MessageReply>('POST', '/api/auth/forgot-password', input),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest<MessageReply>('POST', '/api/auth/reset-password', input),
  });
}
