// A gear review's photos: picked in the review form (uploaded at once as illustrations, with progress, errors
// in words, remove, at most 6), sent as imageUrls with the review; shown in the review list as small pictures
// with alt text that open larger.
import { GEAR_LIMITS, type GearReview } from '@common/schemas/gear';
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../sightings/test-support';
import { installFakeXhr, makeAsset, openUploads, photoFile } from '../uploads/testing/fake-xhr';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { makeProduct } from './test-support';

afterEach(() => vi.unstubAllGlobals());

const base = makeProduct().reviews[0] as GearReview;
const image = (id: number) => ({
  url: `/media/u/${id}/large.webp`,
  thumbUrl: `/media/u/${id}/thumb.webp`,
  smallUrl: `/media/u/${id}/small.webp`,
  largeUrl: `/media/u/${id}/large.webp`,
  width: 1600,
  height: 1200,
});
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add photos', { selector: 'input' }), { target: { files } });
const illustration = (id: number) => makeAsset(id, { kind: 'illustration' });

describe('the review form photos', () => {
  it('uploads each picked photo as an illustration, shows progress and errors, and sends the URLs', async () => {
    const xhr = installFakeXhr();
    const api = stubApi({
      'POST /api/gear/my-reviews/5': ({ body }) => json({ ...base, ...(body as object) }, 201),
      'DELETE /api/media/41': () => json({ ok: true }),
    });
    await renderScreen(<ReviewForm productId={5} existing={null} />, { me: makeMember() });
    pick(photoFile('heron.jpg'), photoFile('bittern.jpg'), photoFile('egret.jpg'));
    expect(openUploads()).toHaveLength(3);
    expect(xhr.instances.map((x) => x.body?.get('purpose'))).toEqual([
      'illustration',
      'illustration',
      'illustration',
    ]);
    act(() => xhr.instances[0]?.progress(50, 100));
    expect(screen.getByText('50% sent')).toBeInTheDocument();
    expect(screen.getByText(/Wait for the photos to finish uploading/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post review' })).toBeDisabled();

    act(() => {
      xhr.instances[0]?.respond(201, illustration(40));
      xhr.instances[1]?.respond(201, illustration(41));
      xhr.instances[2]?.respond(429, { message: UPLOAD_MESSAGES.illustrationsPerDay });
    });
    expect(await screen.findByAltText('Review photo 2')).toHaveAttribute(
      'src',
      '/media/40/thumb.webp'.replace('40', '41'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'egret.jpg was not added: You can upload at most 30 illustrations a day. Please try again tomorrow.',
    );
    // A photo removed before the review is saved is deleted on the server too.
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/media/41')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove egret.jpg' }));
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Great reach' } });
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'Sharp at 600 mm, day after day.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(api.callsTo('POST /api/gear/my-reviews/5')).toHaveLength(1));
    expect(api.callsTo('POST /api/gear/my-reviews/5')[0]?.body).toMatchObject({
      imageUrls: ['/media/40/large.webp'],
    });
  });

  it('keeps a saved review photos, never deletes them on remove, and takes at most 6', async () => {
    const xhr = installFakeXhr();
    const api = stubApi({
      'PUT /api/gear/my-reviews/5': ({ body }) => json({ ...base, ...(body as object) }),
    });
    const existing = { ...base, imageUrls: [image(1).url, image(2).url], images: [image(1), image(2)] };
    await renderScreen(<ReviewForm productId={5} existing={existing} />, { me: makeMember() });
    expect(screen.getByAltText('Review photo 1')).toHaveAttribute('src', image(1).thumbUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    pick(...Array.from({ length: 6 }, (_, i) => photoFile(`p${i}.jpg`)));
    // One kept, room for five more: the sixth is not sent.
    expect(openUploads()).toHaveLength(GEAR_LIMITS.imageUrls - 1);
    expect(screen.getByText(/A review can have up to 6 photos/)).toBeInTheDocument();
    act(() => {
      for (const [i, x] of xhr.instances.entries()) x.respond(201, illustration(50 + i));
    });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(GEAR_LIMITS.imageUrls));
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(api.callsTo('PUT /api/gear/my-reviews/5')).toHaveLength(1));
    expect(api.callsTo('PUT /api/gear/my-reviews/5')[0]?.body).toMatchObject({
      imageUrls: [image(2).url, ...[50, 51, 52, 53, 54].map((id) => `/media/${id}/large.webp`)],
    });
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('refuses a video before sending it, in words', async () => {
    installFakeXhr();
    stubApi({});
    await renderScreen(<ReviewForm productId={5} existing={null} />, { me: makeMember() });
    pick(new File([new Uint8Array(10)], 'clip.mp4', { type: 'video/mp4' }));
    expect(openUploads()).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'clip.mp4 was not added: An illustration must be a photo: JPEG, PNG, WebP, AVIF or HEIC.',
    );
  });
});

describe('the review list photos', () => {
  it('shows small pictures with alt text that open larger', async () => {
    stubApi({});
    await renderScreen(<ReviewList reviews={[{ ...base, images: [image(1), image(2)] }]} />);
    const list = screen.getByRole('list', { name: 'Review photos' });
    const second = within(list).getByAltText('Photo 2 from the review “Great reach”');
    expect(second).toHaveAttribute('src', image(2).thumbUrl);
    fireEvent.click(within(list).getByRole('button', { name: 'Open photo 2 larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo from “Great reach”' });
    expect(within(dialog).getByAltText('Photo 2 from the review “Great reach”')).toHaveAttribute(
      'src',
      image(2).largeUrl,
    );
  });
});
