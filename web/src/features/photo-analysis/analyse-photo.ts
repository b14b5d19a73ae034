// POST /api/photo-analysis with one `photo` part (cookies sent, so a member's own allowance counts). A refusal
// keeps its status, which the screen turns into a sentence in the member's language.
import { PHOTO_ANALYSIS_LIMITS, type PhotoAnalysis } from '@common/schemas/photo-analysis';
import { reportApiError, reportNetworkError } from '../../lib/error-tracker';

export const PHOTO_ANALYSIS_ENDPOINT = '/api/photo-analysis';

/** Why an analysis did not happen: 'tooLarge' and 'notPhoto' are decided before sending when possible. */
export type AnalysisProblem = 'tooLarge' | 'notPhoto' | 'tooMany' | 'network' | 'failed';

export class AnalysisError extends Error {
  constructor(
    readonly problem: AnalysisProblem,
    readonly status: number,
  ) {
    super(`photo analysis: ${problem} (${status})`);
    this.name = 'AnalysisError';
  }
}

export function problemOfStatus(status: number): AnalysisProblem {
  if (status === 413) return 'tooLarge';
  if (status === 400 || status === 415) return 'notPhoto';
  if (status === 429) return 'tooMany';
  return 'failed';
}

export async function analysePhoto(file: File): Promise<PhotoAnalysis> {
  if (file.size > PHOTO_ANALYSIS_LIMITS.maxBytes) throw new AnalysisError('tooLarge', 413);
  const body = new FormData();
  body.append('photo', file, file.name);
  let res: Response;
  try {
    res = await fetch(PHOTO_ANALYSIS_ENDPOINT, { method: 'POST', body, credentials: 'include' });
  } catch (error) {
    reportNetworkError(PHOTO_ANALYSIS_ENDPOINT, error);
    throw new AnalysisError('network', 0);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    // Refusals of the file itself are the member's to fix, not errors of the site.
    if (res.status >= 500)
      reportApiError({
        status: res.status,
        method: 'POST',
        endpoint: PHOTO_ANALYSIS_ENDPOINT,
        message: text.slice(0, 200),
      });
    throw new AnalysisError(problemOfStatus(res.status), res.status);
  }
  return (await res.json()) as PhotoAnalysis;
}
