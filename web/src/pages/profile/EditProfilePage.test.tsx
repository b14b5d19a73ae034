// Editing your profile: the bio limit with the spec's message, interests chips, the server's field messages
// under their fields, and what is sent on save.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOwnProfile } from '../../features/profiles/test-fixtures';
import { callsTo, describedBy, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import EditProfilePage from './EditProfilePage';

afterEach(() => vi.unstubAllGlobals());

const BIO_MESSAGE = 'Bio must be less than 500 characters';

async function renderEdit(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/user/profile': () => jsonResponse(makeOwnProfile()),
    ...routes,
  });
  await renderPage(<EditProfilePage />, { path: '/profile', me: MEMBER });
  await screen.findByRole('heading', { name: 'Edit Profile' });
  return fetchMock;
}

describe('EditProfilePage', () => {
  it('refuses a bio over 500 characters with the spec message, and sends nothing', async () => {
    const fetchMock = await renderEdit();
    const user = userEvent.setup();
    const bio = screen.getByLabelText('Bio');
    await user.click(bio);
    await user.paste('a'.repeat(500));
    expect(screen.queryByText(BIO_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText('500 / 500')).toBeInTheDocument();

    await user.type(bio, 'b');
    expect(describedBy(bio)).toHaveTextContent(BIO_MESSAGE);
    expect(bio).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(callsTo(fetchMock, 'PUT /api/user/profile')).toHaveLength(0);
  });

  it("shows the server's field messages under their fields", async () => {
    await renderEdit({
      'PUT /api/user/profile': () =>
        jsonResponse(
          {
            message: 'Invalid input',
            errors: [
              { path: 'equipment', message: 'Equipment must not contain links' },
              { path: 'interests.1', message: 'Each interest must be at most 40 characters' },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Equipment'), 'see https://example.com');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    const equipment = screen.getByLabelText('Equipment');
    await waitFor(() => expect(describedBy(equipment)).toHaveTextContent('Equipment must not contain links'));
    expect(screen.getByText('Each interest must be at most 40 characters')).toBeInTheDocument();
  });

  it('saves every field and confirms with a toast', async () => {
    const fetchMock = await renderEdit({
      'PUT /api/user/profile': (init) =>
        jsonResponse({ ...makeOwnProfile(), ...JSON.parse(String(init?.body)), profileImageUrl: null }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Bio'), 'Otters and kingfishers.');
    const interests = screen.getByLabelText('Interests');
    await user.type(interests, 'otters{Enter}kingfishers,');
    await user.type(interests, 'Otters{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Your interests' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove kingfishers' }));
    await user.selectOptions(screen.getByLabelText('Experience level'), 'expert');
    await user.type(screen.getByLabelText('Instagram username'), 'river.otter');
    await user.click(screen.getByRole('switch', { name: 'Likes on your sightings' }));
    await user.click(screen.getByRole('switch', { name: 'Member spotlight' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/user/profile')).toEqual([
      {
        bio: 'Otters and kingfishers.',
        interests: ['otters'],
        experienceLevel: 'expert',
        equipment: 'Nikon Z8, 500mm PF',
        goals: '',
        instagramUsername: 'river.otter',
        defaultMediaLicense: 'all-rights-reserved',
        notificationPreferences: { newFollowers: true, likes: false, comments: true, replies: true },
        spotlightOptIn: true,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Manage e-mail preferences' })).toHaveAttribute(
      'href',
      '/email-preferences',
    );
  });
});
