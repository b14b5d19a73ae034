// A few public portfolios of demo members, so the portfolio pages have something to show on a demo site. They
// go through the portfolio services (the same save path as the builder), inside the seed's transaction.
import { VIDEO_WINNER_SIGHTING_ID } from '@common/constants/contest';
import type { PORTFOLIO_LAYOUTS, PORTFOLIO_THEMES } from '@common/schemas/portfolios';
import type { Db } from '../../db/client';
import type { Clock } from '../../http/context';
import { PortfolioCollectionService } from '../portfolios/collections';
import { PortfolioService } from '../portfolios/service';
import { DEMO_MEMBERS } from './members';
import type { DemoPlan } from './plan';

interface DemoPortfolio {
  username: string;
  title: string;
  description: string;
  bio: string;
  theme: (typeof PORTFOLIO_THEMES)[number];
  layout: (typeof PORTFOLIO_LAYOUTS)[number];
  /** Two collections: the member's highlights (videos first, then newest), and the rest of their sightings. */
  collections: [string, string];
}

export const DEMO_PORTFOLIOS: readonly DemoPortfolio[] = [
  {
    username: 'coral_diver_ana',
    title: 'Below the Surface',
    description: 'Reef life and the animals that visit it, logged dive by dive.',
    bio: 'Marine biologist and dive instructor. Every dive goes into the citizen-science log.',
    theme: 'dark',
    layout: 'grid',
    collections: ['Highlights', 'From the dive log'],
  },
  {
    username: 'savanna_lens',
    title: 'Savanna Light',
    description: 'Big cats, primates and the quiet moments in between, from East Africa and South Asia.',
    bio: 'Safari guide turned photographer.',
    theme: 'earth',
    layout: 'masonry',
    collections: ['Highlights', 'From the field'],
  },
  {
    username: 'marsh_harrier_jo',
    title: 'Wings over the Wetlands',
    description: 'Birds of reedbeds, rivers and coasts, photographed from the hide.',
    bio: 'Birder for twenty years, wetland volunteer at weekends.',
    theme: 'nature',
    layout: 'grid',
    collections: ['Highlights', 'More sightings'],
  },
];

const HIGHLIGHTS = 3;
const MORE = 5;

/**
 * Creates the demo portfolios for the members the seed created (never for an account that had taken a demo
 * name before); answers how many were made.
 */
export async function seedDemoPortfolios(
  db: Db,
  clock: Clock,
  plan: DemoPlan,
  sightingIds: readonly number[],
  memberIds: readonly number[],
  created: readonly { id: number; username: string }[],
): Promise<number> {
  const portfolios = new PortfolioService(db, clock);
  const collections = new PortfolioCollectionService(db, portfolios);
  let made = 0;
  for (const demo of DEMO_PORTFOLIOS) {
    const user = created.find((u) => u.username === demo.username);
    const index = DEMO_MEMBERS.findIndex((m) => m.username === demo.username);
    if (!user || memberIds[index] !== user.id) continue;
    const own = plan.sightings
      .map((s, i) => ({ s, id: sightingIds[i] as number }))
      .filter(({ s }) => memberIds[s.author] === user.id && s.mediaType !== 'none')
      .sort(
        (a, b) =>
          Number(b.s.mediaType === 'video') - Number(a.s.mediaType === 'video') ||
          b.s.createdAt.getTime() - a.s.createdAt.getTime(),
      )
      .map(({ id }) => id);
    if (own.length === 0) continue;

    const actor = { userId: user.id, isAdmin: false };
    const portfolio = await portfolios.ensureOwn(user);
    await portfolios.update(actor, portfolio, {
      title: demo.title,
      description: demo.description,
      bio: demo.bio,
      theme: demo.theme,
      layout: demo.layout,
      isPublic: true,
      headerSightingId: own[0] as number,
    });
    const groups = [own.slice(0, HIGHLIGHTS), own.slice(HIGHLIGHTS, HIGHLIGHTS + MORE)];
    for (const [i, ids] of groups.entries()) {
      if (ids.length === 0) continue;
      const collection = await collections.create(portfolio.id, {
        title: demo.collections[i] as string,
        isFeatured: i === 0,
      });
      await collections.replaceItems(actor, collection.id, {
        items: ids.map((sightingId, n) => ({
          sightingId,
          isFeatured: i === 0 && n === 0,
          ...(sightingId === VIDEO_WINNER_SIGHTING_ID ? { caption: 'October video contest winner' } : {}),
        })),
      });
    }
    made += 1;
  }
  return made;
}
