// Connects the administrators' bulk store to React and the network: uploads as the site through XHR with
// progress, publishing through POST /api/admin/curated-sightings, the lists refreshed as sightings appear.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { invalidateSightingLists } from '../sightings/refresh';
import { curatedApi, uploadAsSite } from './api';
import { AdminBulkUploadStore } from './bulk-upload-store';
import { curatedKeys } from './keys';

export function useAdminBulkUpload() {
  const queryClient = useQueryClient();
  const [store] = useState(
    () =>
      new AdminBulkUploadStore({
        upload: (file, onProgress) => uploadAsSite(file, 'sighting', ({ percent }) => onProgress(percent)),
        publish: curatedApi.create,
        onPublished: () => {
          void queryClient.invalidateQueries({ queryKey: curatedKeys.admin });
          invalidateSightingLists(queryClient);
        },
      }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => () => store.dispose(), [store]);
  return { state, store };
}
