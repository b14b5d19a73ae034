// The device's position for the field tools: a high-accuracy watch the member starts and stops (asking for the
// permission on a tap, not on page load), started at once when the permission was already given. The last fix
// is kept in this browser so the sun and moon times and the checklist still have a place with no GPS fix.
import { useCallback, useEffect, useRef, useState } from 'react';

export const LAST_POSITION_KEY = 'wildlens.field.lastPosition';

export interface Fix {
  lat: number;
  lng: number;
  /** Metres, 95% radius as the browser reports it. */
  accuracy: number;
  altitude: number | null;
  altitudeAccuracy: number | null;
  /** Epoch ms of the fix. */
  at: number;
}

export type PositionStatus = 'idle' | 'waiting' | 'watching' | 'denied' | 'unavailable' | 'unsupported';

export function readLastPosition(): Fix | null {
  try {
    const raw = localStorage.getItem(LAST_POSITION_KEY);
    if (!raw) return null;
    const fix = JSON.parse(raw) as Partial<Fix>;
    if (typeof fix.lat !== 'number' || typeof fix.lng !== 'number') return null;
    return {
      lat: fix.lat,
      lng: fix.lng,
      accuracy: typeof fix.accuracy === 'number' ? fix.accuracy : 0,
      altitude: typeof fix.altitude === 'number' ? fix.altitude : null,
      altitudeAccuracy: typeof fix.altitudeAccuracy === 'number' ? fix.altitudeAccuracy : null,
      at: typeof fix.at === 'number' ? fix.at : 0,
    };
  } catch {
    return null;
  }
}

export interface DevicePosition {
  status: PositionStatus;
  /** The latest fix of this watch. */
  fix: Fix | null;
  /** The latest fix, else the one kept from an earlier visit. */
  lastKnown: Fix | null;
  start: () => void;
  stop: () => void;
}

export function useDevicePosition(): DevicePosition {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [status, setStatus] = useState<PositionStatus>(supported ? 'idle' : 'unsupported');
  const [fix, setFix] = useState<Fix | null>(null);
  const [kept] = useState<Fix | null>(() =>
    typeof localStorage === 'undefined' ? null : readLastPosition(),
  );
  const watchId = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
    setStatus((s) => (s === 'watching' || s === 'waiting' ? 'idle' : s));
  }, []);

  const start = useCallback(() => {
    if (!supported || watchId.current !== null) return;
    setStatus('waiting');
    watchId.current = navigator.geolocation.watchPosition(
      (position) => {
        const next: Fix = {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: position.coords.accuracy,
          altitude: position.coords.altitude,
          altitudeAccuracy: position.coords.altitudeAccuracy,
          at: position.timestamp,
        };
        setFix(next);
        setStatus('watching');
        try {
          localStorage.setItem(LAST_POSITION_KEY, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the live fix still works.
        }
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
          watchId.current = null;
          setStatus('denied');
        } else {
          // No fix yet (timeout, no satellites): the watch goes on and may still get one.
          setStatus((s) => (s === 'watching' ? s : 'unavailable'));
        }
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
  }, [supported]);

  // Start at once only when the member already allowed it: a permission prompt on page load is unwelcome.
  useEffect(() => {
    let cancelled = false;
    try {
      navigator.permissions
        ?.query({ name: 'geolocation' })
        .then((permission) => {
          if (!cancelled && permission.state === 'granted') start();
        })
        .catch(() => {});
    } catch {
      // Browsers that cannot query this permission: the member starts the watch with the button.
    }
    return () => {
      cancelled = true;
    };
  }, [start]);

  useEffect(
    () => () => {
      if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
      watchId.current = null;
    },
    [],
  );

  return { status, fix, lastKnown: fix ?? kept, start, stop };
}
