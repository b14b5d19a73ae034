// Identification as TanStack mutations (each run is a new record on the server, so nothing is cached).
import type { IdentificationFeedback, IdentificationResult } from '@common/schemas/identification';
import { useMutation } from '@tanstack/react-query';
import { identifyPhoto, identifyStored, sendFeedback } from './api';

export function useIdentifyPhoto() {
  return useMutation({ mutationFn: identifyPhoto });
}

export function useIdentifyStoredPhoto() {
  return useMutation({ mutationFn: (mediaId: number) => identifyStored({ mediaId }) });
}

export function useIdentificationFeedback(result: IdentificationResult) {
  return useMutation({
    mutationFn: (feedback: IdentificationFeedback) => sendFeedback(result.id, feedback),
  });
}

/** Confirm when the member picks the top suggestion, correct when they pick anything else. */
export function feedbackFor(result: IdentificationResult, speciesId: number): IdentificationFeedback {
  const top = result.candidates[0];
  return { kind: top && top.speciesId === speciesId ? 'confirm' : 'correct', speciesId };
}
