// The identification calls: POST /api/identify/upload (a new photo, multipart), POST /api/identify (a photo
// already uploaded, by id), POST /api/identifications/:id/feedback, and a community identification request on
// a published sighting.
import type {
  IdentificationFeedback,
  IdentificationResult,
  IdentifyStoredRequest,
} from '@common/schemas/identification';
import { ApiError, apiRequest } from '../../lib/api';
import { reportApiError, reportNetworkError } from '../../lib/error-tracker';

export interface IdentifyPhotoInput {
  photo: File;
  latitude?: number;
  longitude?: number;
  /** YYYY-MM-DD */
  date?: string;
}

/** Sends a new photo. The text fields go before the file, so the server has them when the photo arrives. */
export async function identifyPhoto(input: IdentifyPhotoInput): Promise<IdentificationResult> {
  const body = new FormData();
  if (input.latitude !== undefined && input.longitude !== undefined) {
    body.append('latitude', String(input.latitude));
    body.append('longitude', String(input.longitude));
  }
  if (input.date) body.append('date', input.date);
  body.append('photo', input.photo, input.photo.name || 'photo.jpg');
  const url = '/api/identify/upload';
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', credentials: 'include', body });
  } catch (e) {
    reportNetworkError(url, e);
    throw new Error('Request failed - no response from server');
  }
  const text = await res.text();
  if (!res.ok) {
    let message: string | undefined;
    let errors: ApiError['fieldErrors'];
    try {
      const parsed = JSON.parse(text) as { message?: unknown; errors?: ApiError['fieldErrors'] };
      if (typeof parsed.message === 'string') message = parsed.message;
      errors = parsed.errors;
    } catch {
      // Not JSON: the status text stands.
    }
    const error = new ApiError(res.status, text || res.statusText, message, errors);
    reportApiError({ status: res.status, method: 'POST', endpoint: url, message: error.message });
    throw error;
  }
  return JSON.parse(text) as IdentificationResult;
}

/** Identifies a photo the member already uploaded (the upload forms), without sending it again. */
export function identifyStored(input: IdentifyStoredRequest): Promise<IdentificationResult> {
  return apiRequest<IdentificationResult>('POST', '/api/identify', input);
}

export function sendFeedback(id: number, feedback: IdentificationFeedback): Promise<unknown> {
  return apiRequest('POST', `/api/identifications/${id}/feedback`, feedback);
}

/** Asks the community (and its experts) to name a published sighting. */
export function requestCommunityIdentification(sightingId: number, note?: string): Promise<unknown> {
  return apiRequest('POST', `/api/sightings/${sightingId}/identification-request`, note ? { note } : {});
}
