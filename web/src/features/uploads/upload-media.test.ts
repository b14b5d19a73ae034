// POST /api/media through XHR: the request's shape, progress, the refusals' messages and the error tracker.
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr, makeAsset, photoFile } from './testing/fake-xhr';
import { checkBeforeUpload, isUploadAborted, UploadError, uploadMedia } from './upload-media';

const tracker = vi.hoisted(() => ({ reportApiError: vi.fn(), reportNetworkError: vi.fn() }));
vi.mock('../../lib/error-tracker', () => tracker);

function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no upload was sent');
  return xhr;
}

describe('uploadMedia', () => {
  beforeEach(() => {
    installFakeXhr();
    tracker.reportApiError.mockClear();
    tracker.reportNetworkError.mockClear();
  });

  it('sends one multipart file part and the purpose to POST /api/media with cookies', async () => {
    const file = photoFile('otter.jpg');
    const { promise } = uploadMedia(file);
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/media');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body?.get('purpose')).toBe('sighting');
    expect(xhr.body?.getAll('file')).toHaveLength(1);
    expect(xhr.file?.name).toBe('otter.jpg');
    xhr.respond(201, makeAsset(7));
    await expect(promise).resolves.toMatchObject({ id: 7, kind: 'photo' });
  });

  it('reports progress in percent', () => {
    const onProgress = vi.fn();
    uploadMedia(photoFile(), { onProgress });
    lastXhr().progress(250, 1000);
    lastXhr().progress(1000, 1000);
    expect(onProgress.mock.calls.map(([p]) => p.percent)).toEqual([25, 100]);
  });

  it.each([
    [413, { message: UPLOAD_MESSAGES.photoTooLarge }],
    [400, { message: UPLOAD_MESSAGES.unsupported }],
    [400, { message: UPLOAD_MESSAGES.damaged }],
    [400, { message: UPLOAD_MESSAGES.tooManyPixels }],
  ])('turns a %i refusal into an UploadError with the server message', async (status, body) => {
    const { promise } = uploadMedia(photoFile());
    lastXhr().respond(status, body);
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ status, serverMessage: body.message, upgradeUrl: undefined });
    expect(tracker.reportApiError).toHaveBeenCalledWith(
      expect.objectContaining({ status, method: 'POST', endpoint: '/api/media' }),
    );
  });

  it("keeps the free plan's upgrade link from a 403", async () => {
    const { promise } = uploadMedia(photoFile());
    lastXhr().respond(403, { message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' });
    await expect(promise).rejects.toMatchObject({ status: 403, upgradeUrl: '/upgrade' });
  });

  it('survives a reply that is not JSON (a proxy error page)', async () => {
    const { promise } = uploadMedia(photoFile());
    lastXhr().respond(502, '<html>Bad gateway</html>');
    await expect(promise).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('reports a network failure as status 0', async () => {
    const { promise } = uploadMedia(photoFile());
    lastXhr().failNetwork();
    await expect(promise).rejects.toMatchObject({ status: 0 });
    expect(tracker.reportNetworkError).toHaveBeenCalledWith('/api/media', expect.any(Error));
  });

  it('can be cancelled, which is not reported as an error', async () => {
    const { promise, abort } = uploadMedia(photoFile());
    abort();
    const error = await promise.catch((e: unknown) => e);
    expect(isUploadAborted(error)).toBe(true);
    expect(lastXhr().aborted).toBe(true);
    expect(tracker.reportApiError).not.toHaveBeenCalled();
  });
});

describe('checkBeforeUpload', () => {
  const sized = (name: string, type: string, size: number) => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it("refuses files over the server's limits with the server's words, before sending", () => {
    expect(
      checkBeforeUpload(sized('a.jpg', 'image/jpeg', MEDIA_LIMITS.photoMaxBytes + 1))?.serverMessage,
    ).toBe(UPLOAD_MESSAGES.photoTooLarge);
    expect(checkBeforeUpload(sized('a.mov', '', MEDIA_LIMITS.videoMaxBytes + 1))?.serverMessage).toBe(
      UPLOAD_MESSAGES.videoTooLarge,
    );
    expect(checkBeforeUpload(sized('a.mp4', 'video/mp4', MEDIA_LIMITS.photoMaxBytes + 1))).toBeNull();
  });
});
