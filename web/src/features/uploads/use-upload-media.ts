// One file's upload for the /upload screen: starts at once, reports progress, can be cancelled, and can be
// discarded (DELETE /api/media/:id) when the member removes the file before publishing.
import { benefitsOf } from '@common/plans/benefits';
import type { MediaAsset, MediaPurpose } from '@common/schemas/media';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { uploadKeys } from './keys';
import {
  checkBeforeUpload,
  discardMedia,
  isUploadAborted,
  UploadError,
  type UploadHandle,
  uploadMedia,
} from './upload-media';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; asset: MediaAsset }
  | { status: 'error'; error: UploadError };

export function useUploadMedia({ purpose = 'sighting' }: { purpose?: MediaPurpose } = {}) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const current = useRef<UploadHandle | null>(null);
  const uploaded = useRef<MediaAsset | null>(null);
  const { user } = useCurrentUser();
  const photoMaxBytes = benefitsOf(user?.subscriptionTier).photoMaxBytes;

  const refreshAllowance = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: uploadKeys.allowance }),
    [queryClient],
  );

  const start = useCallback(
    (file: File) => {
      current.current?.abort();
      current.current = null;
      uploaded.current = null;
      const refused = checkBeforeUpload(file, photoMaxBytes);
      if (refused) {
        setState({ status: 'error', error: refused });
        return;
      }
      const handle = uploadMedia(file, {
        purpose,
        onProgress: ({ percent }) => {
          if (current.current === handle) setState({ status: 'uploading', percent });
        },
      });
      current.current = handle;
      setState({ status: 'uploading', percent: 0 });
      handle.promise.then(
        (asset) => {
          if (current.current !== handle) return; // replaced or cancelled meanwhile
          current.current = null;
          uploaded.current = asset;
          setState({ status: 'done', asset });
          refreshAllowance();
        },
        (error: unknown) => {
          if (current.current !== handle || isUploadAborted(error)) return;
          current.current = null;
          setState({
            status: 'error',
            error: error instanceof UploadError ? error : new UploadError(0, undefined, undefined),
          });
          if (error instanceof UploadError && error.status === 403) refreshAllowance();
        },
      );
    },
    [purpose, refreshAllowance, photoMaxBytes],
  );

  /** Stops a running upload, or forgets (and deletes on the server) a finished one. */
  const remove = useCallback(() => {
    current.current?.abort();
    current.current = null;
    const asset = uploaded.current;
    uploaded.current = null;
    // Deleting gives the photo's slot of the month back, which the allowance shown then says. If it fails,
    // the failure is already reported by the API client and the slot stays used.
    if (asset) void discardMedia(asset.id).then(refreshAllowance, () => undefined);
    setState({ status: 'idle' });
  }, [refreshAllowance]);

  // Leaving the page stops the transfer. A finished upload stays on the server (the member may come back to
  // publish it) until the hourly upload expiry deletes it a day after it was made if nothing uses it by then;
  // a free member's photo keeps its slot of the month until then (server/jobs/upload-expiry.ts).
  useEffect(
    () => () => {
      current.current?.abort();
    },
    [],
  );

  return { state, start, remove };
}
