// What every benchmark returns: figures with their unit and, where the issue sets one, the budget.

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  budget?: string;
  withinBudget?: boolean;
}

export type Benchmark = () => Promise<Figure[]>;

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The value at the given percentile (0-100) of a list of samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
