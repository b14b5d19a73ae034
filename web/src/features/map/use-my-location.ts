// "Use my location" for every form and page that offers it: asks the browser once per click and says how it went
// (the browser may have no geolocation, the member may refuse, or no position may be found in time).
import { useCallback, useRef, useState } from 'react';

export type LocateState = 'idle' | 'locating' | 'denied' | 'unavailable';

export interface FoundPosition {
  latitude: number;
  longitude: number;
}

const DEFAULT_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 60_000 };

export function useMyLocation(
  onFound: (position: FoundPosition) => void,
  options: PositionOptions = DEFAULT_OPTIONS,
) {
  const [state, setState] = useState<LocateState>('idle');
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  // The latest callback, so an answer that comes after a re-render reaches the current form state.
  const found = useRef(onFound);
  found.current = onFound;
  const locate = useCallback(() => {
    if (!supported) {
      setState('unavailable');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        found.current({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      options,
    );
  }, [supported, options]);
  return { state, supported, locate };
}
