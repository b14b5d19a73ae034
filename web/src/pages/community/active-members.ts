// Members worth following when the feed is empty: the authors of the newest sightings, most sightings first
// (ties go to whoever posted most recently), never the viewer.
import type { Sighting, SightingAuthor } from '@common/schemas/sightings';
import { isSameMember } from '../../features/sightings/author';

export interface ActiveMember {
  user: SightingAuthor;
  /** The display name shown on their sightings. */
  name: string;
  sightings: number;
}

export function activeMembers(sightings: Sighting[], viewerId: number | null, max = 6): ActiveMember[] {
  const byMember = new Map<number, ActiveMember & { order: number }>();
  sightings.forEach((sighting, order) => {
    const id = Number(sighting.userId);
    if (isSameMember(viewerId, id)) return;
    const known = byMember.get(id);
    if (known) known.sightings += 1;
    else
      byMember.set(id, {
        user: { ...sighting.user, id },
        name: sighting.photographer || sighting.user.username,
        sightings: 1,
        order,
      });
  });
  return [...byMember.values()]
    .sort((a, b) => b.sightings - a.sightings || a.order - b.order)
    .slice(0, max)
    .map(({ order: _order, ...member }) => member);
}
