// The alert list of spec section 4, as a pure reducer: a new alert goes to the front, unread; at most 50 are
// kept; mark-as-read and dismiss move the unread count (never below 0); clear-all empties it; the sound toggle
// is on by default. Popups are a queue of ids into the list: dismissing a popup only hides it, while
// dismissing an alert (from the list) removes it and its popup.
import type { AlertId, LiveAlert, RareSpeciesAlert } from './alert';
import { REALTIME_ALERTS, SOUND_STORAGE_KEY } from './constants';

export interface AlertsState {
  /** Newest first. */
  alerts: LiveAlert[];
  unreadCount: number;
  /** Alerts still shown as popups, newest first; the first `maxPopups` are on screen. */
  popupIds: AlertId[];
  soundEnabled: boolean;
  /** True from a successful open of /ws until it closes or authentication fails. */
  connected: boolean;
}

export type AlertsAction =
  | { type: 'received'; alert: RareSpeciesAlert }
  | { type: 'markRead'; id: AlertId }
  | { type: 'dismiss'; id: AlertId }
  | { type: 'dismissPopup'; id: AlertId }
  | { type: 'clearAll' }
  | { type: 'setSound'; enabled: boolean }
  | { type: 'connection'; connected: boolean }
  /** Sign-out or another member: the list goes, the sound preference (a browser setting) stays. */
  | { type: 'reset' };

export function initialAlertsState(soundEnabled = true): AlertsState {
  return { alerts: [], unreadCount: 0, popupIds: [], soundEnabled, connected: false };
}

/** The count always matches the list, so it can never drift below 0 or above the unread alerts kept. */
function withAlerts(state: AlertsState, alerts: LiveAlert[], popupIds = state.popupIds): AlertsState {
  const kept = new Set(alerts.map((a) => a.id));
  return {
    ...state,
    alerts,
    unreadCount: alerts.reduce((n, a) => (a.read ? n : n + 1), 0),
    popupIds: popupIds.filter((id) => kept.has(id)),
  };
}

export function hasAlert(state: AlertsState, id: AlertId): boolean {
  return state.alerts.some((a) => a.id === id);
}

export function alertsReducer(state: AlertsState, action: AlertsAction): AlertsState {
  switch (action.type) {
    case 'received': {
      // The same alert twice (a resend, two tabs' worth of fan-out) shows once.
      if (hasAlert(state, action.alert.id)) return state;
      const alerts = [{ ...action.alert, read: false }, ...state.alerts].slice(0, REALTIME_ALERTS.maxAlerts);
      return withAlerts(state, alerts, [action.alert.id, ...state.popupIds]);
    }
    case 'markRead': {
      const target = state.alerts.find((a) => a.id === action.id);
      if (!target || target.read) return state;
      return withAlerts(
        state,
        state.alerts.map((a) => (a.id === action.id ? { ...a, read: true } : a)),
      );
    }
    case 'dismiss': {
      if (!hasAlert(state, action.id)) return state;
      return withAlerts(
        state,
        state.alerts.filter((a) => a.id !== action.id),
      );
    }
    case 'dismissPopup':
      if (!state.popupIds.includes(action.id)) return state;
      return { ...state, popupIds: state.popupIds.filter((id) => id !== action.id) };
    case 'clearAll':
      return { ...state, alerts: [], unreadCount: 0, popupIds: [] };
    case 'setSound':
      return state.soundEnabled === action.enabled ? state : { ...state, soundEnabled: action.enabled };
    case 'connection':
      return state.connected === action.connected ? state : { ...state, connected: action.connected };
    case 'reset':
      return initialAlertsState(state.soundEnabled);
  }
}

/** The alerts on screen as popups: the newest `maxPopups` of the queue. */
export function visiblePopups(state: AlertsState): LiveAlert[] {
  const byId = new Map(state.alerts.map((a) => [a.id, a]));
  return state.popupIds.slice(0, REALTIME_ALERTS.maxPopups).flatMap((id) => {
    const alert = byId.get(id);
    return alert ? [alert] : [];
  });
}

/** The sound toggle as remembered in this browser: on unless turned off (spec section 4: default on). */
export function readSoundPreference(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function writeSoundPreference(storage: Pick<Storage, 'setItem'> | undefined, enabled: boolean): void {
  try {
    storage?.setItem(SOUND_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Storage can be blocked (privacy settings): the toggle still works for this visit.
  }
}
