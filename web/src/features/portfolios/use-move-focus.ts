// Keeps keyboard focus on a moved entry's up/down button after it changes place (React may re-insert the
// focused node, which drops focus), and says the new position through a polite live region.
import { useEffect, useRef, useState } from 'react';

interface Pending {
  key: string;
  direction: 'up' | 'down';
  /** The order when the move was asked: focus waits until the list really changed. */
  before: string;
}

export function useMoveFocus(order: string) {
  const container = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!pending || pending.before === order || !container.current) return;
    const buttons = Array.from(
      container.current.querySelectorAll<HTMLButtonElement>(`[data-move-key="${pending.key}"]`),
    );
    const preferred =
      buttons.find((b) => b.dataset.moveDirection === pending.direction && !b.disabled) ??
      buttons.find((b) => !b.disabled);
    preferred?.focus();
    setPending(null);
  }, [pending, order]);

  return {
    container,
    announcement,
    /** Call when a move is asked; `message` is what screen readers hear once it is done. */
    moved: (key: string, direction: 'up' | 'down', message: string) => {
      setPending({ key, direction, before: order });
      setAnnouncement(message);
    },
    /** Props for an up/down button, so the hook can find it again after the move. */
    buttonProps: (key: string, direction: 'up' | 'down') => ({
      'data-move-key': key,
      'data-move-direction': direction,
    }),
  };
}
