// The parts of an upload as @fastify/multipart reads them, refused as soon as the body holds a part that is not
// a named form-data part (see server/media/part-headers.ts): busboy would skip it, and may then never finish.
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { multipartBoundary, PartHeaderCheck, type PartHeaderProblem } from '../../media/part-headers';

/**
 * request.parts(), but throwing `refuse(problem)` at the first unnamed or malformed part: while waiting for
 * the next part, and at the end if busboy skipped it and finished anyway.
 */
export async function* checkedParts(
  request: FastifyRequest,
  refuse: (problem: PartHeaderProblem) => Error,
): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  // The first next() pipes the body into busboy synchronously; the check listens beside it from then on.
  let next = parts.next();
  let refused: (error: Error) => void = () => {};
  const refusal = new Promise<never>((_, reject) => {
    refused = reject;
  });
  // Observed by the race below; a refusal arriving when nobody waits must not be an unhandled rejection.
  refusal.catch(() => {});
  const boundary = multipartBoundary(request.headers['content-type']);
  const check = boundary
    ? new PartHeaderCheck(request.raw, boundary, (problem) => refused(refuse(problem)))
    : undefined;
  let finished = false;
  try {
    for (;;) {
      // The refusal first: when both are settled (a skipped part, then the next part), the refusal wins.
      const result = await Promise.race([refusal, next]);
      if (result.done) break;
      yield result.value;
      next = parts.next();
    }
    finished = true;
    if (check?.problem) throw refuse(check.problem);
  } finally {
    check?.stop();
    // A next() busboy never settles would hold return() behind it: only a suspended iterator is closed.
    if (!finished && !check?.problem) void parts.return?.(undefined);
  }
}
