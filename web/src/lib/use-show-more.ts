// How many cards a long list draws: `step` at first and `step` more per "Show more", starting again from the
// first ones whenever `resetKey` (the filters) changes. Drawing every card at once is a long task on a phone.
import { useState } from 'react';

export function useShowMore(resetKey: string, step: number): { shown: number; showMore: () => void } {
  const [more, setMore] = useState({ key: resetKey, shown: step });
  const shown = more.key === resetKey ? more.shown : step;
  return { shown, showMore: () => setMore({ key: resetKey, shown: shown + step }) };
}
