// The alert list of one signed-in member, for the whole app: the provider keeps it (alerts-state.ts) and,
// while a Premium Explorer member is signed in, loads the part that connects to /ws and shows popups, sound and
// browser notifications (RealtimeAlertsRuntime): real-time notifications are a premium benefit (the server sends
// them to premium members only; free members' alerts arrive in their notifications and by e-mail). Visitors and
// free members load none of that, and only members connect (spec section 6). Signing out, or premium ending,
// unmounts it, which closes the socket; signing out also empties the list.

import { benefitsOf } from '@common/plans/benefits';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import type { AlertId, LiveAlert, RareSpeciesAlert } from './alert';
import {
  type AlertsState,
  alertsReducer,
  initialAlertsState,
  readSoundPreference,
  visiblePopups,
  writeSoundPreference,
} from './alerts-state';

const RealtimeAlertsRuntime = lazy(() => import('./RealtimeAlertsRuntime'));

export interface RealtimeAlerts {
  /** Newest first, at most 50. */
  alerts: LiveAlert[];
  unreadCount: number;
  /** The alerts shown as popups now (at most 3, newest first). */
  popups: LiveAlert[];
  soundEnabled: boolean;
  /** True while the real-time connection is open. */
  connected: boolean;
  /** Adds an alert; false when the id was seen before (duplicates are ignored). */
  receiveAlert(alert: RareSpeciesAlert): boolean;
  markRead(id: AlertId): void;
  /** Removes the alert from the list (and its popup). */
  dismiss(id: AlertId): void;
  /** Hides the alert's popup; it stays in the list. */
  dismissPopup(id: AlertId): void;
  clearAll(): void;
  setSoundEnabled(enabled: boolean): void;
  setConnected(connected: boolean): void;
}

const RealtimeAlertsContext = createContext<RealtimeAlerts | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Reading localStorage itself throws when storage is blocked.
    return undefined;
  }
}

function initialState(): AlertsState {
  return initialAlertsState(readSoundPreference(browserStorage()));
}

export function RealtimeAlertsProvider({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const realtime = benefitsOf(user?.subscriptionTier).realtimeNotifications;
  const [state, dispatch] = useReducer(alertsReducer, undefined, initialState);
  // Ids received since sign-in, so receiveAlert can answer at once whether an alert is new (the reducer's state
  // only changes on the next render, and two frames can arrive in one task).
  const seen = useRef(new Set<AlertId>());
  const shownUser = useRef(userId);

  useEffect(() => {
    if (shownUser.current === userId) return;
    shownUser.current = userId;
    seen.current = new Set();
    dispatch({ type: 'reset' });
  }, [userId]);

  const receiveAlert = useCallback((alert: RareSpeciesAlert) => {
    if (seen.current.has(alert.id)) return false;
    seen.current.add(alert.id);
    dispatch({ type: 'received', alert });
    return true;
  }, []);

  const actions = useMemo(
    () => ({
      receiveAlert,
      markRead: (id: AlertId) => dispatch({ type: 'markRead', id }),
      dismiss: (id: AlertId) => dispatch({ type: 'dismiss', id }),
      dismissPopup: (id: AlertId) => dispatch({ type: 'dismissPopup', id }),
      clearAll: () => dispatch({ type: 'clearAll' }),
      setSoundEnabled: (enabled: boolean) => {
        writeSoundPreference(browserStorage(), enabled);
        dispatch({ type: 'setSound', enabled });
      },
      setConnected: (connected: boolean) => dispatch({ type: 'connection', connected }),
    }),
    [receiveAlert],
  );

  const value = useMemo<RealtimeAlerts>(
    () => ({
      alerts: state.alerts,
      unreadCount: state.unreadCount,
      popups: visiblePopups(state),
      soundEnabled: state.soundEnabled,
      connected: state.connected,
      ...actions,
    }),
    [state, actions],
  );

  return (
    <RealtimeAlertsContext.Provider value={value}>
      {children}
      {userId !== null && realtime && (
        <Suspense fallback={null}>
          <RealtimeAlertsRuntime key={userId} userId={userId} />
        </Suspense>
      )}
    </RealtimeAlertsContext.Provider>
  );
}

/** The member's live alerts and what can be done with them; only inside RealtimeAlertsProvider. */
export function useRealtimeAlerts(): RealtimeAlerts {
  const value = useContext(RealtimeAlertsContext);
  if (!value) throw new Error('useRealtimeAlerts must be used inside RealtimeAlertsProvider');
  return value;
}

/** Null outside the provider: for parts (the header's button) that may also render without it. */
export function useOptionalRealtimeAlerts(): RealtimeAlerts | null {
  return useContext(RealtimeAlertsContext);
}
