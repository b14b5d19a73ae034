// The print shop's calls: the public products and options, the artist's own products and sales, the buyer's
// orders, ordering (a pending order and its checkout), and the administrators' options and orders (bearer token).

import type { CheckoutStarted } from '@common/schemas/payments';
import type {
  OwnPrintProduct,
  PrintOption,
  PrintOrder,
  PrintOrderStatus,
  PrintProduct,
  ShippingAddressInput,
} from '@common/schemas/prints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';

export const printKeys = {
  all: ['/api/print-products'] as const,
  list: (filters: { search?: string; tag?: string; artist?: string }) =>
    ['/api/print-products', Object.fromEntries(Object.entries(filters).filter(([, v]) => v))] as const,
  detail: (id: number) => ['/api/print-products', id] as const,
  mine: ['/api/print-products', 'mine'] as const,
  options: ['/api/print-options'] as const,
  orders: ['/api/print-orders'] as const,
  sales: ['/api/print-sales'] as const,
  adminOptions: ['admin', 'print-options'] as const,
  adminOrders: (status: string) => ['admin', 'print-orders', status] as const,
};

export function usePrintProducts(filters: { search?: string; tag?: string; artist?: string }) {
  return useQuery<{ products: PrintProduct[]; hasMore: boolean }>({ queryKey: printKeys.list(filters) });
}

export function usePrintProduct(id: number | null) {
  return useQuery<PrintProduct>({ queryKey: printKeys.detail(id ?? 0), enabled: id !== null });
}

export function usePrintOptions() {
  return useQuery<{ options: PrintOption[] }, Error, PrintOption[]>({
    queryKey: printKeys.options,
    select: (a) => a.options,
  });
}

export function useMyPrintProducts() {
  return useQuery<{ products: OwnPrintProduct[] }, Error, OwnPrintProduct[]>({
    queryKey: printKeys.mine,
    select: (a) => a.products,
  });
}

export function useMyPrintOrders() {
  return useQuery<{ orders: PrintOrder[] }, Error, PrintOrder[]>({
    queryKey: printKeys.orders,
    select: (a) => a.orders,
  });
}

export function usePrintSales() {
  return useQuery<{ totalEarnings: number; currency: string; orders: PrintOrder[] }>({
    queryKey: printKeys.sales,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: printKeys.all }),
      client.invalidateQueries({ queryKey: printKeys.orders }),
      client.invalidateQueries({ queryKey: printKeys.sales }),
      client.invalidateQueries({ queryKey: ['admin', 'print-orders'] }),
      client.invalidateQueries({ queryKey: printKeys.adminOptions }),
    ]);
}

export interface ProductInput {
  sightingId?: number;
  title: string;
  description: string;
  basePrice: number;
  tags: string[];
  isActive?: boolean;
}

export function useSaveProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProductInput }) =>
      id === null
        ? apiRequest<OwnPrintProduct>('POST', '/api/print-products', input)
        : apiRequest<OwnPrintProduct>('PUT', `/api/print-products/${id}`, {
            title: input.title,
            description: input.description,
            basePrice: input.basePrice,
            tags: input.tags,
            ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          }),
    onSuccess: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ deleted: boolean }>('DELETE', `/api/print-products/${id}`),
    onSuccess: refresh,
  });
}

export function useOrderPrint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: {
      productId: number;
      optionId: number;
      quantity: number;
      shippingAddress: ShippingAddressInput;
    }) => apiRequest<{ order: PrintOrder; checkout: CheckoutStarted }>('POST', '/api/print-orders', input),
    onSuccess: refresh,
  });
}

// ---- administrators ----

export function useAdminPrintOptions() {
  return useQuery({
    queryKey: printKeys.adminOptions,
    queryFn: () =>
      apiRequest<{ options: PrintOption[] }>('GET', '/api/admin/print-options', undefined, {
        headers: adminHeaders(),
      }),
    select: (a) => a.options,
  });
}

export function useAdminPrintOrders(status: PrintOrderStatus | '') {
  return useQuery({
    queryKey: printKeys.adminOrders(status),
    queryFn: () =>
      apiRequest<{ orders: PrintOrder[] }>(
        'GET',
        `/api/admin/print-orders${status ? `?status=${status}` : ''}`,
        undefined,
        { headers: adminHeaders() },
      ),
    select: (a) => a.orders,
  });
}

export function useAdminPrintWrite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ method, url, body }: { method: 'POST' | 'PUT'; url: string; body: unknown }) =>
      apiRequest<unknown>(method, url, body, { headers: adminHeaders() }),
    onSuccess: refresh,
  });
}

/** The print file through the bearer token, saved by the browser. */
export async function downloadPrintFile(orderId: number): Promise<void> {
  const res = await fetch(`/api/admin/print-orders/${orderId}/print-file`, {
    credentials: 'include',
    headers: adminHeaders(),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `HTTP ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `wildlens-print-${orderId}.jpg`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
