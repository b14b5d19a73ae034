// Contests shaped like the API's answers, for the contest tests. Only test files import this.
import type { ContestDetail, ContestEntry, ContestSummary } from '@common/schemas/contests';

export function makeContest(overrides: Partial<ContestSummary> = {}): ContestSummary {
  return {
    id: 7,
    title: 'November 2026 Photo Contest',
    titleIsDefault: true,
    description: null,
    rules: null,
    category: null,
    mediaType: 'photo',
    calendarMonth: '2026-11',
    status: 'open',
    startDate: '2026-11-01T00:00:00.000Z',
    votingStartDate: '2026-11-25T00:00:00.000Z',
    votingEndDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-04T00:00:00.000Z',
    maxParticipants: null,
    currentParticipants: 0,
    totalEntries: 0,
    entryFee: '25.00',
    totalPrizePool: '25.00',
    prizes: ['cash', 'newsletter', 'social', 'premium', 'calendar'],
    prizeDescription: null,
    winner: null,
    cancelledAt: null,
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<ContestEntry> = {}): ContestEntry {
  return {
    id: 31,
    sightingId: 501,
    speciesName: 'Snowy owl',
    mediaType: 'photo',
    imageUrl: '/media/owl.jpg',
    videoUrl: null,
    entryDescription: '',
    photographer: { id: 9, username: 'owl_fan' },
    votes: null,
    votedByMe: false,
    isMine: false,
    paymentStatus: null,
    fee: null,
    isFinalist: false,
    judgeScore: null,
    finalScore: null,
    rank: null,
    isWinner: false,
    createdAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ContestDetail> = {}): ContestDetail {
  return {
    contest: makeContest(),
    viewer: {
      signedIn: true,
      premium: false,
      fee: { amountMinor: 2500, currency: 'USD' },
      cardSupported: true,
      paypalSupported: true,
      canEnter: true,
      entryRefusal: null,
      canVote: false,
      voteRefusal: 'closed',
      isJudge: false,
    },
    entries: [],
    entryCount: 0,
    myEntries: [],
    votesVisible: false,
    ...overrides,
  };
}
