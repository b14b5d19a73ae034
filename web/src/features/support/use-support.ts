// The help and legal calls: sending a contact message or a DMCA notice (anyone), and the administrators'
// "Messages and notices" lists and decisions (the admin bearer token; the server checks manageUsers).
import type {
  AdminContactList,
  AdminContactMessage,
  AdminDmcaCase,
  AdminDmcaList,
  ContactMessageInput,
  ContactStatus,
  DmcaCaseUpdate,
  DmcaNoticeInput,
  DmcaStatus,
} from '@common/schemas/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';

export const supportKeys = {
  admin: ['admin', 'support'] as const,
  messages: (status: ContactStatus | 'all', page: number) =>
    ['admin', 'support', 'messages', status, page] as const,
  notices: (status: DmcaStatus | 'all', page: number) => ['admin', 'support', 'dmca', status, page] as const,
};

type Receipt = { received: true };

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageInput) => apiRequest<Receipt>('POST', '/api/support/contact', body),
  });
}

export function useSendDmcaNotice() {
  return useMutation({
    mutationFn: (body: DmcaNoticeInput) => apiRequest<Receipt>('POST', '/api/support/dmca', body),
  });
}

export function useAdminContactMessages(status: ContactStatus | 'all', page: number) {
  return useQuery({
    queryKey: supportKeys.messages(status, page),
    queryFn: () =>
      apiRequest<AdminContactList>(
        'GET',
        `/api/admin/support/messages?status=${status}&page=${page}`,
        undefined,
        { headers: adminHeaders() },
      ),
  });
}

export function useAdminDmcaCases(status: DmcaStatus | 'all', page: number) {
  return useQuery({
    queryKey: supportKeys.notices(status, page),
    queryFn: () =>
      apiRequest<AdminDmcaList>('GET', `/api/admin/support/dmca?status=${status}&page=${page}`, undefined, {
        headers: adminHeaders(),
      }),
  });
}

export function useMarkContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      apiRequest<AdminContactMessage>(
        'PUT',
        `/api/admin/support/messages/${id}`,
        { handled },
        { headers: adminHeaders() },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: supportKeys.admin }),
  });
}

export function useDecideDmcaCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DmcaCaseUpdate & { id: number }) =>
      apiRequest<AdminDmcaCase>('PUT', `/api/admin/support/dmca/${id}`, body, { headers: adminHeaders() }),
    onSuccess: () => void client.invalidateQueries({ queryKey: supportKeys.admin }),
  });
}
