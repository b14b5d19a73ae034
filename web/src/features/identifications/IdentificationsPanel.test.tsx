// The Identifications panel: grade and community taxon, current and earlier identifications with expert marks,
// Agree sends the same species, Withdraw for one's own, the author's request button, visitors asked to sign in.
import type { Identification, SightingIdentifications } from '@common/schemas/identifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeMember, renderScreen, stubApi } from '../sightings/test-support';
import { IdentificationsPanel } from './IdentificationsPanel';

afterEach(() => vi.unstubAllGlobals());

const wren = {
  id: 11,
  slug: 'troglodytes-troglodytes',
  scientificName: 'Troglodytes troglodytes',
  commonName: 'Eurasian wren',
  category: 'birds',
};
const robin = {
  id: 12,
  slug: 'erithacus-rubecula',
  scientificName: 'Erithacus rubecula',
  commonName: 'European robin',
  category: 'birds',
};

function identification(overrides: Partial<Identification>): Identification {
  return {
    id: 1,
    species: wren,
    comment: null,
    isCurrent: true,
    byAuthor: false,
    agrees: true,
    createdAt: '2025-05-01T10:00:00.000Z',
    withdrawnAt: null,
    user: { id: 20, username: 'wren_fan', profileImageUrl: null, expertIn: [] },
    ...overrides,
  };
}

function panel(overrides: Partial<SightingIdentifications> = {}): SightingIdentifications {
  return {
    sightingId: 42,
    qualityGrade: 'research',
    communitySpecies: wren,
    identifiers: 2,
    agreeing: 2,
    identifications: [
      identification({
        id: 2,
        user: { id: 30, username: 'bird_expert', profileImageUrl: null, expertIn: ['birds'] },
        comment: 'Cocked tail',
      }),
      identification({
        id: 1,
        byAuthor: true,
        user: { id: 7, username: 'arcticlens', profileImageUrl: null, expertIn: [] },
      }),
      identification({
        id: 0,
        species: robin,
        isCurrent: false,
        agrees: false,
        withdrawnAt: '2025-05-01T09:00:00.000Z',
        user: { id: 30, username: 'bird_expert', profileImageUrl: null, expertIn: ['birds'] },
      }),
    ],
    request: null,
    ...overrides,
  };
}

const props = { sightingId: 42, authorId: 7, isPublic: true, category: 'birds' };

describe('IdentificationsPanel', () => {
  it('shows the research grade, the community taxon, expert marks and earlier identifications', async () => {
    stubApi({ '/api/sightings/42/identifications': () => json(panel()) });
    await renderScreen(<IdentificationsPanel {...props} />);
    expect(await screen.findByTestId('research-grade')).toHaveTextContent('Research grade');
    expect(screen.getByTestId('community-taxon')).toHaveTextContent('Eurasian wren');
    expect(screen.getByTestId('community-taxon')).toHaveTextContent('(2 of 2 agree)');
    const rows = screen.getAllByTestId('identification');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Expert: Birds')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Cocked tail')).toBeInTheDocument();
    expect(screen.getByText('Earlier identifications (1)')).toBeInTheDocument();
    // A visitor is asked to sign in and has no Agree button.
    expect(screen.getByText('Sign in to suggest an identification.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
  });

  it('agrees with a species in one click and shows the answered panel; withdraws your own', async () => {
    const lost = panel({ qualityGrade: 'needs_id', communitySpecies: null, agreeing: 0, identifiers: 3 });
    const api = stubApi({
      '/api/sightings/42/identifications': () =>
        json(
          panel({
            identifications: [
              identification({
                species: robin,
                agrees: false,
                user: { id: 31, username: 'robin_fan', profileImageUrl: null, expertIn: [] },
              }),
            ],
            qualityGrade: 'needs_id',
            communitySpecies: null,
          }),
        ),
      'POST /api/sightings/42/identifications': () => json(lost, 201),
    });
    await renderScreen(<IdentificationsPanel {...props} />, {
      me: makeMember({ id: 99, username: 'newcomer' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(api.callsTo('POST /api/sightings/42/identifications')).toHaveLength(1));
    expect(api.callsTo('POST /api/sightings/42/identifications')[0]?.body).toEqual({ speciesId: robin.id });
    expect(await screen.findByTestId('grade-needs_id')).toHaveTextContent('Needs ID');
    expect(screen.queryByTestId('research-grade')).toBeNull();
  });

  it("lets the author ask for help, and shows an open request's status", async () => {
    const api = stubApi({
      '/api/sightings/42/identifications': () =>
        json(panel({ qualityGrade: 'needs_id', communitySpecies: null })),
      'POST /api/sightings/42/identification-request': () => json({ id: 5 }, 201),
    });
    await renderScreen(<IdentificationsPanel {...props} />, { me: makeMember() });
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the community and experts' }));
    await waitFor(() => expect(api.callsTo('POST /api/sightings/42/identification-request')).toHaveLength(1));
    // The author's own identification can be withdrawn; nobody else's.
    expect(screen.getAllByRole('button', { name: 'Withdraw' })).toHaveLength(1);
  });
});
