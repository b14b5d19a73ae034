// How a contest is decided (stated on the contest page): the members' votes pick the finalists (the 10 entries
// with the most votes), the judges score each finalist 1-10, and the finalists are ranked by
//   0.6 x (mean judge score / 10) + 0.4 x (votes / the most votes any finalist has).
// A finalist nobody scored counts 0 for the judges' part. Ties go to more votes, then to the earlier entry.
// The other entries follow the finalists by votes.
import { CONTEST_RULES } from '@common/schemas/contests';

export interface RankableEntry {
  id: number;
  votes: number;
  createdAt: Date;
  /** The judges' scores (1-10) of this entry. */
  scores: number[];
}

export interface RankedEntry {
  id: number;
  rank: number;
  /** Mean of the judges' scores; null when nobody scored it. */
  judgeScore: number | null;
  /** The weighted score above; null for entries that were not finalists. */
  finalScore: number | null;
}

interface Voted {
  id: number;
  votes: number;
  createdAt: Date;
}

const byVotes = (a: Voted, b: Voted) =>
  b.votes - a.votes || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/** The entries the judges score: the most voted, in vote order. */
export function finalistsOf<T extends Voted>(entries: T[]): T[] {
  return [...entries].sort(byVotes).slice(0, CONTEST_RULES.finalists);
}

const mean = (scores: number[]) =>
  scores.length === 0 ? null : scores.reduce((sum, s) => sum + s, 0) / scores.length;

export function rankEntries(entries: RankableEntry[]): RankedEntry[] {
  const finalists = finalistsOf(entries);
  const finalistIds = new Set(finalists.map((e) => e.id));
  const mostVotes = Math.max(0, ...finalists.map((e) => e.votes));
  const scored = finalists.map((e) => {
    const judgeScore = mean(e.scores);
    const votePart = mostVotes === 0 ? 0 : e.votes / mostVotes;
    const finalScore =
      CONTEST_RULES.judgeWeight * ((judgeScore ?? 0) / 10) + CONTEST_RULES.voteWeight * votePart;
    // Rounded so that equal scores compare equal whatever the floating-point path to them.
    return { entry: e, judgeScore, finalScore: Math.round(finalScore * 1e6) / 1e6 };
  });
  scored.sort((a, b) => b.finalScore - a.finalScore || byVotes(a.entry, b.entry));
  const rest = entries.filter((e) => !finalistIds.has(e.id)).sort(byVotes);
  return [
    ...scored.map((s, i) => ({
      id: s.entry.id,
      rank: i + 1,
      judgeScore: s.judgeScore,
      finalScore: s.finalScore,
    })),
    ...rest.map((e, i) => ({
      id: e.id,
      rank: scored.length + i + 1,
      judgeScore: mean(e.scores),
      finalScore: null,
    })),
  ];
}
