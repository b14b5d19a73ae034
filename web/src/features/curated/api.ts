// The curated-content calls: the administrators' ones with the bearer token (curated sightings, links, featured
// photos, category images, uploads as the site through POST /api/admin/media with upload progress), and the
// public reads (the featured photo, links, an Instagram post's caption and picture).
import type {
  AdminCategoryImage,
  AdminExternalLink,
  CuratedSighting,
  CuratedSightingInput,
  CuratedSightingList,
  CuratedSightingUpdate,
  ExternalContentInput,
  ExternalLink,
  FeaturedPhoto,
  FeaturedPhotoInput,
  InstagramCaption,
} from '@common/schemas/curated';
import type { MediaPurpose } from '@common/schemas/media';
import { apiRequest } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { type UploadHandle, type UploadProgress, uploadMedia } from '../uploads/upload-media';

export const ADMIN_MEDIA_ENDPOINT = '/api/admin/media';

const admin = <T>(method: string, url: string, body?: unknown) =>
  apiRequest<T>(method, url, body, { headers: adminHeaders() });

/** An upload owned by the site's member account (a curated photo, a category image), with its progress. */
export function uploadAsSite(
  file: File,
  purpose: Extract<MediaPurpose, 'sighting' | 'illustration'>,
  onProgress?: (progress: UploadProgress) => void,
): UploadHandle {
  return uploadMedia(file, {
    purpose,
    ...(onProgress ? { onProgress } : {}),
    endpoint: ADMIN_MEDIA_ENDPOINT,
    headers: adminHeaders(),
  });
}

export const curatedApi = {
  list: (page: number) => admin<CuratedSightingList>('GET', `/api/admin/curated-sightings?page=${page}`),
  create: (input: CuratedSightingInput) =>
    admin<CuratedSighting>('POST', '/api/admin/curated-sightings', input),
  update: (id: number, patch: CuratedSightingUpdate) =>
    admin<CuratedSighting>('PATCH', `/api/admin/curated-sightings/${id}`, patch),
  /** Deleting for good is the administrator's moderation delete of any sighting. */
  remove: (id: number) => admin<{ ok: true }>('DELETE', `/api/sightings/${id}`),

  links: () => admin<AdminExternalLink[]>('GET', '/api/admin/external-content'),
  addLink: (input: ExternalContentInput) =>
    admin<AdminExternalLink>('POST', '/api/admin/external-content', input),
  editLink: (id: number, input: ExternalContentInput) =>
    admin<AdminExternalLink>('PUT', `/api/admin/external-content/${id}`, input),
  removeLink: (id: number) => admin<{ ok: true }>('DELETE', `/api/admin/external-content/${id}`),

  featured: () => admin<FeaturedPhoto[]>('GET', '/api/admin/featured-photos'),
  feature: (input: FeaturedPhotoInput) => admin<FeaturedPhoto>('POST', '/api/admin/featured-photos', input),
  editFeatured: (id: number, input: FeaturedPhotoInput) =>
    admin<FeaturedPhoto>('PUT', `/api/admin/featured-photos/${id}`, input),
  removeFeatured: (id: number) => admin<{ ok: true }>('DELETE', `/api/admin/featured-photos/${id}`),

  categoryImages: () => admin<AdminCategoryImage[]>('GET', '/api/admin/category-images'),
  putCategoryImage: (category: string, body: { mediaAssetId?: number; isActive?: boolean }) =>
    admin<AdminCategoryImage>('PUT', `/api/admin/category-images/${category}`, body),
  removeCategoryImage: (category: string) =>
    admin<{ ok: true }>('DELETE', `/api/admin/category-images/${category}`),
};

export const publicCuratedApi = {
  featuredPhoto: () => apiRequest<{ photo: FeaturedPhoto | null }>('GET', '/api/featured-photo'),
  recentFeatured: (limit: number) =>
    apiRequest<FeaturedPhoto[]>('GET', `/api/featured-photos?limit=${limit}`),
  links: (limit: number) => apiRequest<ExternalLink[]>('GET', `/api/external-content?limit=${limit}`),
  /** Sent with the member's cookie, and the administrator's token when held (administrators may post any). */
  caption: (sightingId: number) =>
    apiRequest<InstagramCaption>('GET', `/api/sightings/${sightingId}/instagram-post/caption`, undefined, {
      headers: adminHeaders(),
    }),
};
