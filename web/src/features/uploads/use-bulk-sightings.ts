// Connects the bulk store to React, the network and the query cache: uploads through XHR, publishing through
// POST /api/sightings with the lists refreshed, the allowance read once when the screen opens.
import { benefitsOf } from '@common/plans/benefits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { BulkSightingStore } from './bulk-sighting-store';
import { uploadKeys } from './keys';
import { readPhotoMetadata } from './read-photo-metadata';
import { discardMedia, uploadMedia } from './upload-media';
import { afterSightingCreated, createSighting } from './use-create-sighting';
import { useUploadAllowance } from './use-upload-allowance';

export function useBulkSightings() {
  const queryClient = useQueryClient();
  const { isPremium, user } = useCurrentUser();
  const allowance = useUploadAllowance();
  // The store lives as long as the screen; it reads the plan's photo size when a file is added.
  const photoMaxBytes = useRef(benefitsOf(user?.subscriptionTier).photoMaxBytes);
  photoMaxBytes.current = benefitsOf(user?.subscriptionTier).photoMaxBytes;
  const [store] = useState(
    () =>
      new BulkSightingStore({
        upload: (file, onProgress) =>
          uploadMedia(file, { purpose: 'sighting', onProgress: ({ percent }) => onProgress(percent) }),
        readMetadata: readPhotoMetadata,
        publish: createSighting,
        discard: discardMedia,
        // The server's count changed: other screens showing the allowance read it again.
        onDiscarded: () => void queryClient.invalidateQueries({ queryKey: uploadKeys.allowance }),
        onPublished: (sighting) => afterSightingCreated(queryClient, sighting),
        photoMaxBytes: () => photoMaxBytes.current,
      }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    if (isPremium) store.setAllowance(null);
    else if (allowance.data)
      store.setAllowance(allowance.data.limit === null ? null : allowance.data.remaining);
    // Without an answer the server's own refusal (403) is the limit; uploads are not held back forever.
    else if (allowance.isError) store.setAllowance(null);
  }, [isPremium, allowance.data, allowance.isError, store]);

  useEffect(
    () => () => {
      store.dispose();
      // Stale for the next screen that shows it; nothing on this one needs a refetch now.
      void queryClient.invalidateQueries({ queryKey: uploadKeys.allowance, refetchType: 'none' });
    },
    [store, queryClient],
  );

  return { state, store };
}
