// The curated-content pages: the curated form says the spec's messages under their fields before sending, the
// category images page lists the six categories, the bulk upload page shows each photo with its state, and the
// public pages (/instagram-post, /social-media-promo) speak to visitors.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { callsTo, jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import InstagramPostPage from '../instagram-post/InstagramPostPage';
import SocialMediaPromoPage from '../social-media-promo/SocialMediaPromoPage';
import AdminBulkUploadPage from './AdminBulkUploadPage';
import AdminCategoryImagesPage from './AdminCategoryImagesPage';
import AdminCuratedContentPage from './AdminCuratedContentPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const EMPTY_ADMIN = {
  'GET /api/admin/curated-sightings': () => jsonResponse({ items: [], total: 0 }),
  'GET /api/admin/external-content': () => jsonResponse([]),
  'GET /api/admin/featured-photos': () => jsonResponse([]),
};

describe('AdminCuratedContentPage', () => {
  it('shows the spec’s messages under their fields and sends nothing', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const fetchMock = stubFetch(EMPTY_ADMIN);
    await renderPage(<AdminCuratedContentPage />, { path: '/admin/curated-content' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Curated Content' })).toBeInTheDocument();
    const form = screen.getByRole('heading', { name: 'Publish a curated sighting' }).closest('section');
    if (!form) throw new Error('no form section');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Address of the original post'), 'https://example.com/p/1');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('Must be a valid Instagram URL')).toBeInTheDocument();
    expect(within(form).getByText('Instagram username required for curated content')).toBeInTheDocument();
    expect(within(form).getByText('Photo credit is required for curated content')).toBeInTheDocument();
    expect(within(form).getByText('Upload the photo first')).toBeInTheDocument();
    expect(within(form).getByLabelText('Photo credit')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/admin/curated-sightings')).toHaveLength(0);
    expect(screen.getByText('No curated sightings yet.')).toBeInTheDocument();
  });
});

describe('AdminCategoryImagesPage', () => {
  it('lists the six categories, each with its upload and, when it has one, its switch', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const categories = ['birds', 'mammals', 'reptiles', 'amphibians', 'marine', 'insects'];
    const fetchMock = stubFetch({
      'GET /api/admin/category-images': () =>
        jsonResponse(
          categories.map((category) =>
            category === 'birds'
              ? {
                  category,
                  imageUrl: '/media/u/1/small.webp',
                  isActive: true,
                  updatedAt: '2026-01-01T00:00:00.000Z',
                }
              : { category, imageUrl: null, isActive: false, updatedAt: null },
          ),
        ),
      'PUT /api/admin/category-images/birds': () =>
        jsonResponse({
          category: 'birds',
          imageUrl: '/media/u/1/small.webp',
          isActive: false,
          updatedAt: null,
        }),
    });
    await renderPage(<AdminCategoryImagesPage />, { path: '/admin/category-images' });
    expect(await screen.findAllByLabelText(/^Picture for /)).toHaveLength(6);
    expect(screen.getByText('Replace the picture')).toBeInTheDocument();
    expect(screen.getAllByText('Upload a picture')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'The Birds tile' })).toHaveAttribute(
      'src',
      '/media/u/1/small.webp',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Shown' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/category-images/birds')).toEqual([{ isActive: false }]),
    );
  });
});

describe('AdminBulkUploadPage', () => {
  it('adds the chosen photos with the values set for all, each queued with its own fields', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    stubFetch({});
    await renderPage(<AdminBulkUploadPage />, { path: '/admin/bulk-upload' });
    const user = userEvent.setup();
    const defaults = screen.getByRole('heading', { name: 'Values for every photo' }).closest('section');
    if (!defaults) throw new Error('no defaults section');
    await user.type(within(defaults).getByLabelText('Photo credit'), 'Ana Ribeiro');
    await user.upload(screen.getByLabelText('Photos to publish'), [
      new File(['a'], 'puffin-1.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'puffin-2.jpg', { type: 'image/jpeg' }),
    ]);
    const cards = await screen.findAllByTestId('bulk-file');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByText('Queued')).toBeInTheDocument();
      expect(within(card).getByLabelText('Photo credit')).toHaveValue('Ana Ribeiro');
    }
    expect(screen.getByRole('button', { name: 'Upload and publish all' })).toBeEnabled();
  });
});

describe('public pages', () => {
  it('/instagram-post asks a visitor to sign in', async () => {
    stubFetch({ 'GET /api/auth/me': () => jsonResponse({ message: 'Authentication required' }, 401) });
    await renderPage(<InstagramPostPage />, { path: '/instagram-post' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram Post' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Finstagram-post',
    );
  });

  it('/social-media-promo explains the spotlight and shows recent featured photos', async () => {
    stubFetch({
      'GET /api/auth/me': () => jsonResponse({ message: 'Authentication required' }, 401),
      'GET /api/featured-photos': () =>
        jsonResponse([
          {
            id: 1,
            featureDate: '2026-03-08',
            caption: null,
            instagramPostUrl: null,
            isActive: true,
            sighting: {
              id: 5,
              userId: 1,
              speciesName: 'Atlantic puffin',
              species: null,
              description: null,
              location: null,
              latitude: null,
              longitude: null,
              photoUrl: null,
              videoUrl: null,
              mediaType: 'photo',
              createdAt: '2026-03-01T00:00:00.000Z',
              category: 'birds',
              photographer: 'WildLens',
              isCurated: true,
              instagramSourceUsername: 'puffin.watch',
              originalPhotographerCredit: 'Ana Ribeiro',
              instagramSourceUrl: 'https://www.instagram.com/p/1/',
              photoLicense: null,
              sourceUrl: null,
              dateSpotted: null,
              qualityGrade: 'casual',
              views: 0,
              likes: 0,
              commentCount: 0,
              likedByMe: false,
              bookmarkedByMe: false,
              user: { id: 1, username: 'admin', profileImageUrl: null },
              media: null,
              place: null,
              positionPrecision: 'exact',
            },
          },
        ]),
    });
    await renderPage(<SocialMediaPromoPage />, { path: '/social-media-promo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share on Social Media' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your photos, your choice' })).toBeInTheDocument();
    expect(await screen.findByText('Atlantic puffin')).toBeInTheDocument();
    expect(screen.getByText('Photo: \u2068Ana Ribeiro\u2069')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make an Instagram post' })).toHaveAttribute(
      'href',
      '/instagram-post',
    );
  });
});
