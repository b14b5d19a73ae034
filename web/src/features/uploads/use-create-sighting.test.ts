// After publishing: the new sighting's page is filled at once and every list of sightings refreshes.
import type { SightingDetail } from '@common/schemas/sightings';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { placeKeys, sightingKeys } from '../sightings/keys';
import { afterSightingCreated } from './use-create-sighting';

describe('afterSightingCreated', () => {
  it('marks every sightings list and the map stale, and seeds the new sighting', () => {
    const queryClient = createQueryClient();
    const other = sightingKeys.detail(1);
    const lists = [
      sightingKeys.all,
      sightingKeys.list({ limit: 6 }),
      sightingKeys.list({ userId: 42 }),
      sightingKeys.pages({ sort: 'newest' }),
      placeKeys.map,
    ];
    for (const key of [...lists, other]) queryClient.setQueryData(key, []);

    afterSightingCreated(queryClient, { id: 99, speciesName: 'Otter' } as SightingDetail);

    for (const key of lists) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(sightingKeys.detail(99))).toMatchObject({ speciesName: 'Otter' });
  });
});
