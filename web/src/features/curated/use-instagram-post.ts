// The Instagram post of a sighting: its caption (JSON) and its 1080x1080 JPEG, fetched with the member's cookie
// and, when held, the administrator's token (administrators may make a post of any sighting), the picture kept
// as an object URL for the preview and the download, and released when it is no longer shown.
import type { Sighting } from '@common/schemas/sightings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api';
import { reportApiError } from '../../lib/error-tracker';
import { adminHeaders } from '../auth/admin-token';
import { publicCuratedApi } from './api';
import { curatedKeys } from './keys';

export function useInstagramCaption(sightingId: number | null) {
  return useQuery({
    queryKey: curatedKeys.caption(sightingId ?? 0),
    queryFn: () => publicCuratedApi.caption(sightingId ?? 0),
    enabled: sightingId !== null,
  });
}

export type PostImage =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; message: string | null };

/** The JPEG as an object URL; `failed` carries the server's message (no photo, unreadable). */
export function useInstagramImage(path: string | null): PostImage {
  const [image, setImage] = useState<PostImage>({ state: 'idle' });
  useEffect(() => {
    if (!path) {
      setImage({ state: 'idle' });
      return;
    }
    let url: string | null = null;
    let cancelled = false;
    setImage({ state: 'loading' });
    (async () => {
      try {
        const res = await fetch(path, { credentials: 'include', headers: adminHeaders() });
        if (!res.ok) {
          const text = await res.text();
          reportApiError({
            status: res.status,
            method: 'GET',
            endpoint: path,
            message: `${res.status}: ${text}`,
          });
          let message: string | null = null;
          try {
            const body = JSON.parse(text) as { message?: unknown };
            if (typeof body.message === 'string') message = body.message;
          } catch {
            // Not JSON: the page shows its own words.
          }
          if (!cancelled) setImage({ state: 'failed', message });
          return;
        }
        const blob = await res.blob();
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setImage({ state: 'ready', url });
      } catch {
        if (!cancelled) setImage({ state: 'failed', message: null });
      }
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return image;
}

/** The signed-in member's own sightings with a picture (the ones a post can be made of), newest first. */
export function useOwnPhotoSightings(userId: number | null) {
  return useQuery({
    queryKey: ['/api/sightings', { userId, limit: 50, purpose: 'instagram-post' }],
    queryFn: () => apiRequest<Sighting[]>('GET', `/api/sightings?userId=${userId}&limit=50`),
    enabled: userId !== null,
    select: (list) => list.filter((s) => s.mediaType !== 'none' && (s.photoUrl || s.media)),
  });
}
