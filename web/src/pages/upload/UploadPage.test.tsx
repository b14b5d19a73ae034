// /upload: immediate upload with progress, EXIF pre-fill from the real Pixel photo (with undo), validation
// messages, publishing, the refusals (413, 400, 403 with the upgrade link) and the allowance notice.
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { CATEGORY_MESSAGE, type SightingDetail } from '@common/schemas/sightings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr, makeAsset, photoFile } from '../../features/uploads/testing/fake-xhr';
import { callsTo, describedBy, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import UploadPage from './UploadPage';

// Leaflet needs a real layout engine; the map is covered by the build, the form must work without it.
vi.mock('../../features/uploads/LocationMap', () => ({ default: () => <div data-testid="location-map" /> }));

const pixelPhoto = () =>
  new File(
    [fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/IMG_20180725_163423-tiny.jpg'))],
    'IMG_20180725_163423-tiny.jpg',
    { type: 'image/jpeg' },
  );

const sighting = (id: number, speciesName: string) => ({ id, speciesName }) as SightingDetail;

function currentUpload(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no upload was sent');
  return xhr;
}

const renderUpload = (url = '/upload', me = MEMBER) =>
  renderPage(<UploadPage />, { path: '/upload', url, me });

const publishButton = () => screen.getByRole('button', { name: /Publish Sighting|Publishing/ });

beforeEach(() => {
  installFakeXhr();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Whole forms typed key by key with user-event: seconds of work on a busy CI core.
describe('UploadPage', { timeout: 20_000 }, () => {
  it('uploads at once with progress, pre-fills date, time and place from the photo, and publishes', async () => {
    const fetchMock = stubFetch({
      'GET /api/media/allowance': () => jsonResponse({ used: 2, limit: 5, remaining: 3 }),
      'POST /api/sightings': () => jsonResponse({ ...sighting(99, 'White stork'), isPublic: true }, 201),
    });
    const user = userEvent.setup();
    await renderUpload();

    const allowance = await screen.findByTestId('upload-allowance');
    expect(allowance).toHaveTextContent('3 of 5 free photo uploads left this month');
    expect(within(allowance).getByRole('link')).toHaveAttribute('href', '/upgrade');

    await user.upload(screen.getByLabelText('Photo or video of the sighting'), pixelPhoto());
    const xhr = currentUpload();
    expect(xhr.file?.name).toBe('IMG_20180725_163423-tiny.jpg');

    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
    expect(publishButton()).toBeDisabled();
    expect(screen.getByText('You can publish once the upload has finished.')).toBeInTheDocument();

    // The real exifr reads the Pixel photo in the browser, before the upload has finished.
    await waitFor(() => expect(screen.getByLabelText('Date seen')).toHaveValue('2018-07-25'));
    expect(screen.getByLabelText('Time seen')).toHaveValue('16:34');
    expect(screen.getByLabelText('Latitude')).toHaveValue('50.299603');
    expect(screen.getByLabelText('Longitude')).toHaveValue('14.820294');
    expect(screen.getByText("Filled in from your photo's data")).toBeInTheDocument();

    act(() => xhr.respond(201, makeAsset(7)));
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    expect(publishButton()).toBeEnabled();

    // Without species and category the schema's messages appear under the fields, and nothing is sent.
    await user.click(publishButton());
    const species = screen.getByLabelText(/^Species/);
    expect(describedBy(species)).toHaveTextContent('Species name is required');
    expect(describedBy(screen.getByLabelText(/^Category/))).toHaveTextContent(CATEGORY_MESSAGE);
    expect(species).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /api/sightings')).toHaveLength(0);

    await user.type(species, 'White stork');
    expect(species).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Species name is required')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'birds');
    await user.type(screen.getByLabelText('Place'), 'Kokořínsko');
    await user.click(publishButton());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sighting/99'));
    expect(callsTo(fetchMock, 'POST /api/sightings')).toEqual([
      {
        speciesName: 'White stork',
        category: 'birds',
        location: 'Kokořínsko',
        latitude: '50.299603',
        longitude: '14.820294',
        dateSpotted: '2018-07-25',
        timeSpotted: '16:34',
        isPublic: true,
        geoprivacy: 'open',
        mediaAssetId: 7,
        confidence: 'confirmed',
      },
    ]);
    // The toaster loads on first use, so the first toast appears asynchronously.
    expect(await screen.findByTestId('toast', {}, { timeout: 5000 })).toHaveTextContent('Sighting published');
  });

  it("undoes the photo's pre-fill", async () => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    const user = userEvent.setup();
    await renderUpload();
    await user.type(screen.getByLabelText('Latitude'), '1');
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), pixelPhoto());
    await waitFor(() => expect(screen.getByLabelText('Date seen')).toHaveValue('2018-07-25'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Date seen')).toHaveValue('');
    expect(screen.getByLabelText('Time seen')).toHaveValue('');
    expect(screen.getByLabelText('Latitude')).toHaveValue('1');
    expect(screen.queryByText("Filled in from your photo's data")).not.toBeInTheDocument();
  });

  it.each([
    [413, { message: UPLOAD_MESSAGES.photoTooLarge }, UPLOAD_MESSAGES.photoTooLarge],
    [400, { message: UPLOAD_MESSAGES.unsupported }, UPLOAD_MESSAGES.unsupported],
    [400, { message: UPLOAD_MESSAGES.tooManyPixels }, UPLOAD_MESSAGES.tooManyPixels],
    [429, { message: 'Too many requests' }, 'Too many requests'],
  ])('shows the %i refusal under the file and keeps Publish disabled', async (status, body, text) => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    const user = userEvent.setup();
    await renderUpload();
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile());
    act(() => currentUpload().respond(status, body));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(publishButton()).toBeDisabled();
  });

  it("shows the free plan's refusal with the link to /upgrade", async () => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 5, limit: 5, remaining: 0 }) });
    const user = userEvent.setup();
    await renderUpload();
    expect(await screen.findByTestId('upload-allowance')).toHaveTextContent(
      'You have used all 5 free photo uploads this month.',
    );
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile());
    act(() =>
      currentUpload().respond(403, { message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(UPLOAD_MESSAGES.freeLimitReached);
    expect(within(alert).getByRole('link', { name: 'Upgrade to Premium Explorer' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });

  it('offers to sign in again when the session ended during the upload', async () => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    const user = userEvent.setup();
    await renderUpload('/upload?mode=photo');
    await user.upload(screen.getByLabelText('Photo of the sighting'), photoFile());
    act(() => currentUpload().respond(401, { message: 'Authentication required' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are no longer signed in');
    expect(within(alert).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fupload%3Fmode%3Dphoto',
    );
  });

  it('retries a failed upload with the same file', async () => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    const user = userEvent.setup();
    await renderUpload();
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile('heron.jpg'));
    act(() => currentUpload().failNetwork());
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload was interrupted');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.instances).toHaveLength(2);
    expect(currentUpload().file?.name).toBe('heron.jpg');
    act(() => currentUpload().respond(201, makeAsset(8)));
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
  });

  it('discards an uploaded file the member removes (DELETE /api/media/:id) and shows its slot back', async () => {
    // The server's count: one while the upload is held, none once it is deleted unpublished.
    let used = 0;
    const fetchMock = stubFetch({
      'GET /api/media/allowance': () => jsonResponse({ used, limit: 5, remaining: 5 - used }),
      'DELETE /api/media/7': () => {
        used = 0;
        return jsonResponse({ ok: true });
      },
    });
    const user = userEvent.setup();
    await renderUpload();
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile());
    used = 1;
    act(() => currentUpload().respond(201, makeAsset(7)));
    await screen.findByText('Upload complete');
    await waitFor(() =>
      expect(screen.getByTestId('upload-allowance')).toHaveTextContent('4 of 5 free photo uploads left'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/media/7')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('upload-allowance')).toHaveTextContent('5 of 5 free photo uploads left'),
    );
    expect(screen.getByLabelText('Photo or video of the sighting')).toBeInTheDocument();
    expect(publishButton()).toBeDisabled();
  });

  it('cancels a running upload', async () => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    const user = userEvent.setup();
    await renderUpload();
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(currentUpload().aborted).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts server field errors under the fields and other failures in a destructive toast', async () => {
    let reply = jsonResponse(
      { message: 'Invalid input', errors: [{ path: 'speciesName', message: 'Species name is required' }] },
      400,
    );
    stubFetch({
      'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }),
      'POST /api/sightings': () => reply,
    });
    const user = userEvent.setup();
    await renderUpload();
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile());
    act(() => currentUpload().respond(201, makeAsset(7)));
    await screen.findByText('Upload complete');
    await user.type(screen.getByLabelText(/^Species/), 'Heron');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'birds');

    await user.click(publishButton());
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText(/^Species/))).toHaveTextContent('Species name is required'),
    );

    reply = jsonResponse({ message: 'The media asset was already used by another sighting.' }, 409);
    await user.click(publishButton());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Could not publish the sighting');
    expect(toast).toHaveTextContent('The media asset was already used by another sighting.');
    expect(screen.getByTestId('location')).toHaveTextContent('/upload');
  });

  it("reads 'Publishing...' while the sighting is being saved", async () => {
    stubFetch({
      'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }),
      'POST /api/sightings': () => new Promise<Response>(() => {}),
    });
    const user = userEvent.setup();
    await renderUpload();
    await user.upload(screen.getByLabelText('Photo or video of the sighting'), photoFile());
    act(() => currentUpload().respond(201, makeAsset(7)));
    await screen.findByText('Upload complete');
    await user.type(screen.getByLabelText(/^Species/), 'Heron');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'birds');
    await user.click(publishButton());
    expect(await screen.findByRole('button', { name: 'Publishing...' })).toBeDisabled();
  });

  it('limits the picker to photos with ?mode=photo', async () => {
    stubFetch({ 'GET /api/media/allowance': () => jsonResponse({ used: 0, limit: 5, remaining: 5 }) });
    await renderUpload('/upload?mode=photo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Upload a Photo');
    expect(screen.getByLabelText('Photo of the sighting')).toHaveAttribute('accept', 'image/*,.heic,.heif');
  });

  it('shows no allowance to premium members and does not ask for it', async () => {
    const fetchMock = stubFetch({});
    await renderUpload('/upload', { ...MEMBER, subscriptionTier: 'premium' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Upload a Sighting');
    expect(screen.queryByTestId('upload-allowance')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/media/allowance')).toHaveLength(0);
  });
});
