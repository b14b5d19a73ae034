// The member's location alerts (GET /api/location-alerts, with the plan's limit), the writes that change them,
// and one alert's recent matches (GET /api/location-alerts/:id/triggers), for /location-alerts and
// /enhanced-location-alerts. Every write refreshes the list, whose statistics and limit the pages show.
import type {
  AlertTriggerList,
  CreateLocationAlertInput,
  LocationAlert,
  LocationAlertList,
  UpdateLocationAlertInput,
} from '@common/schemas/location-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { refreshAlertAllowance } from '../alert-allowance/use-alert-allowance';

export const locationAlertKeys = {
  all: ['/api/location-alerts'] as const,
  triggers: (id: number) => ['/api/location-alerts', id, 'triggers'] as const,
};

export function useLocationAlerts() {
  return useQuery<LocationAlertList>({ queryKey: locationAlertKeys.all });
}

/** Recent matches of one alert, newest first; asked only while shown. */
export function useAlertTriggers(id: number, enabled: boolean) {
  return useQuery<AlertTriggerList>({ queryKey: locationAlertKeys.triggers(id), enabled });
}

export function useCreateLocationAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLocationAlertInput) =>
      apiRequest<LocationAlert>('POST', '/api/location-alerts', input),
    // A refused create (the free limit) refreshes too: another tab may have added an alert meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationAlertKeys.all }),
        refreshAlertAllowance(queryClient),
      ]),
  });
}

export function useUpdateLocationAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLocationAlertInput) =>
      apiRequest<LocationAlert>('PATCH', `/api/location-alerts/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationAlertKeys.all }),
  });
}

export function useDeleteLocationAlert(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/location-alerts/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationAlertKeys.all }),
        refreshAlertAllowance(queryClient),
      ]),
  });
}
