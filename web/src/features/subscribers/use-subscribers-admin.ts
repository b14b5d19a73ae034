// The administrator's subscriber and payment calls (bearer token): the filtered list, the revenue summary, the
// CSV export (fetched with the token and saved as a Blob, since a plain link cannot send it), the payments list
// and refunds through the provider. A refund refreshes the payments, the list and the figures.
import type { AdminPayment, refundResultSchema } from '@common/schemas/payments';
import type { SubscriberList, SubscribersQueryInput, SubscribersSummary } from '@common/schemas/subscribers';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { useAdminUnauthorized } from '../conservation/use-conservation-admin';

export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  list: (query: SubscribersQueryInput) => ['admin', 'subscribers', 'list', query] as const,
  summary: ['admin', 'subscribers', 'summary'] as const,
  payments: (page: number) => ['admin', 'payments', page] as const,
};

/** The query string of the defined, non-empty values. */
export function queryString(query: SubscribersQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useSubscribers(query: SubscribersQueryInput) {
  const result = useQuery({
    queryKey: subscriberKeys.list(query),
    queryFn: () =>
      apiRequest<SubscriberList>('GET', `/api/admin/subscribers${queryString(query)}`, undefined, {
        headers: adminHeaders(),
      }),
    placeholderData: keepPreviousData,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

export function useSubscribersSummary() {
  const result = useQuery({
    queryKey: subscriberKeys.summary,
    queryFn: () =>
      apiRequest<SubscribersSummary>('GET', '/api/admin/subscribers/summary', undefined, {
        headers: adminHeaders(),
      }),
    // 403 (no viewRevenue) is an answer, not a glitch to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

export interface AdminPaymentPage {
  payments: AdminPayment[];
  total: number;
  page: number;
  pageSize: number;
}

export function useAdminPayments(page: number) {
  const result = useQuery({
    queryKey: subscriberKeys.payments(page),
    queryFn: () =>
      apiRequest<AdminPaymentPage>('GET', `/api/admin/payments?page=${page}&pageSize=10`, undefined, {
        headers: adminHeaders(),
      }),
    placeholderData: keepPreviousData,
  });
  return { ...result, unauthorized: useAdminUnauthorized(result.error) };
}

export type RefundReason =
  | 'requested_by_customer'
  | 'duplicate'
  | 'fraudulent'
  | 'contest_cancelled'
  | 'other';

export interface RefundInput {
  paymentId: number;
  /** Omitted: all that remains of the payment. */
  amountMinor?: number;
  reason: RefundReason;
  adminNotes?: string;
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundInput) =>
      apiRequest<z.infer<typeof refundResultSchema>>(
        'POST',
        `/api/admin/payments/${paymentId}/refund`,
        body,
        { headers: adminHeaders() },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
        queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
      ]),
  });
}

/** Fetches the CSV with the bearer token and hands it to the browser as a download. */
export async function downloadSubscribersCsv(query: SubscribersQueryInput): Promise<void> {
  const res = await fetch(`/api/admin/subscribers/export.csv${queryString(query)}`, {
    credentials: 'include',
    headers: adminHeaders(),
  });
  if (!res.ok) {
    const text = await res.text();
    let message: string | undefined;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, text, message, undefined);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'subscribers.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
