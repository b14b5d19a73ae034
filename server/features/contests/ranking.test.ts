// The ranking rule stated on the contest page: finalists by votes, then 0.6 x judges + 0.4 x votes.
import { describe, expect, it } from 'vitest';
import { rankEntries } from './ranking';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));

describe('rankEntries', () => {
  it('weighs the mean judge score 0.6 and the votes 0.4, normalised to the finalists', () => {
    const ranked = rankEntries([
      { id: 1, votes: 10, createdAt: at(1), scores: [4, 6] },
      { id: 2, votes: 5, createdAt: at(2), scores: [10] },
    ]);
    // 1: 0.6 x 0.5 + 0.4 x 1 = 0.7; 2: 0.6 x 1 + 0.4 x 0.5 = 0.8.
    expect(ranked.map((r) => [r.id, r.rank, r.judgeScore, r.finalScore])).toEqual([
      [2, 1, 10, 0.8],
      [1, 2, 5, 0.7],
    ]);
  });

  it('scores only the 10 most voted; the rest follow by votes, and ties go to the earlier entry', () => {
    const entries = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      votes: i < 2 ? 0 : 20 - i,
      createdAt: at(i),
      scores: [] as number[],
    }));
    const ranked = rankEntries(entries);
    expect(ranked.slice(0, 10).every((r) => r.finalScore !== null)).toBe(true);
    expect(ranked.slice(10).map((r) => [r.id, r.finalScore])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(ranked[0]?.id).toBe(3);
  });

  it('counts an unscored finalist 0 for the judges and survives a contest without votes', () => {
    const ranked = rankEntries([
      { id: 1, votes: 0, createdAt: at(2), scores: [] },
      { id: 2, votes: 0, createdAt: at(1), scores: [] },
    ]);
    expect(ranked.map((r) => [r.id, r.finalScore])).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });
});
