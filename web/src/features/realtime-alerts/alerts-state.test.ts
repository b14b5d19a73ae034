// The alert list reducer (spec section 4): newest first and unread, at most 50, mark-as-read and dismiss move
// the unread count (never below 0), clear all, duplicates ignored, popups queued; the sound toggle remembered.
import { describe, expect, it } from 'vitest';
import type { AlertsState } from './alerts-state';
import {
  alertsReducer,
  initialAlertsState,
  readSoundPreference,
  visiblePopups,
  writeSoundPreference,
} from './alerts-state';
import { SOUND_STORAGE_KEY } from './constants';
import { makeAlert } from './test-fixtures';

function receive(state: AlertsState, ...ids: number[]): AlertsState {
  return ids.reduce((s, id) => alertsReducer(s, { type: 'received', alert: makeAlert({ id }) }), state);
}

describe('alerts reducer', () => {
  it('starts empty, disconnected, with the sound on', () => {
    expect(initialAlertsState()).toEqual({
      alerts: [],
      unreadCount: 0,
      popupIds: [],
      soundEnabled: true,
      connected: false,
    });
  });

  it('adds a new alert at the front, unread, and counts it', () => {
    const state = receive(initialAlertsState(), 1, 2);
    expect(state.alerts.map((a) => a.id)).toEqual([2, 1]);
    expect(state.alerts.every((a) => !a.read)).toBe(true);
    expect(state.unreadCount).toBe(2);
    expect(state.popupIds).toEqual([2, 1]);
  });

  it('ignores an alert whose id it already holds', () => {
    const once = receive(initialAlertsState(), 1);
    const twice = alertsReducer(once, { type: 'received', alert: makeAlert({ id: 1, species: 'Other' }) });
    expect(twice).toBe(once);
  });

  it('keeps at most 50 alerts, dropping the oldest with their popups', () => {
    const ids = Array.from({ length: 52 }, (_, i) => i + 1);
    const state = receive(initialAlertsState(), ...ids);
    expect(state.alerts).toHaveLength(50);
    expect(state.alerts[0]?.id).toBe(52);
    expect(state.alerts.at(-1)?.id).toBe(3);
    expect(state.unreadCount).toBe(50);
    expect(state.popupIds).not.toContain(1);
    expect(state.popupIds).not.toContain(2);
  });

  it('marks an alert read and lowers the unread count, never below 0', () => {
    let state = receive(initialAlertsState(), 1, 2);
    state = alertsReducer(state, { type: 'markRead', id: 1 });
    expect(state.alerts.find((a) => a.id === 1)?.read).toBe(true);
    expect(state.unreadCount).toBe(1);
    // Again, and an unknown id: nothing changes.
    expect(alertsReducer(state, { type: 'markRead', id: 1 })).toBe(state);
    expect(alertsReducer(state, { type: 'markRead', id: 99 })).toBe(state);
    state = alertsReducer(state, { type: 'markRead', id: 2 });
    expect(state.unreadCount).toBe(0);
    expect(alertsReducer(state, { type: 'markRead', id: 2 }).unreadCount).toBe(0);
  });

  it('dismiss removes the alert and its popup, lowering the count only when it was unread', () => {
    let state = receive(initialAlertsState(), 1, 2, 3);
    state = alertsReducer(state, { type: 'markRead', id: 2 });
    expect(state.unreadCount).toBe(2);

    state = alertsReducer(state, { type: 'dismiss', id: 2 });
    expect(state.alerts.map((a) => a.id)).toEqual([3, 1]);
    expect(state.unreadCount).toBe(2);
    expect(state.popupIds).toEqual([3, 1]);

    state = alertsReducer(state, { type: 'dismiss', id: 3 });
    expect(state.unreadCount).toBe(1);
    expect(alertsReducer(state, { type: 'dismiss', id: 3 })).toBe(state);
  });

  it('dismissing a popup hides it but keeps the alert in the list', () => {
    let state = receive(initialAlertsState(), 1, 2);
    state = alertsReducer(state, { type: 'dismissPopup', id: 2 });
    expect(state.popupIds).toEqual([1]);
    expect(state.alerts).toHaveLength(2);
    expect(state.unreadCount).toBe(2);
  });

  it('clear all empties the list and zeroes the count', () => {
    let state = receive(initialAlertsState(), 1, 2);
    state = alertsReducer(state, { type: 'clearAll' });
    expect(state.alerts).toEqual([]);
    expect(state.unreadCount).toBe(0);
    expect(state.popupIds).toEqual([]);
  });

  it('toggles the sound, tracks the connection, and keeps the sound choice on reset', () => {
    let state = alertsReducer(initialAlertsState(), { type: 'setSound', enabled: false });
    expect(state.soundEnabled).toBe(false);
    state = alertsReducer(state, { type: 'connection', connected: true });
    expect(state.connected).toBe(true);
    state = receive(state, 1);
    state = alertsReducer(state, { type: 'reset' });
    expect(state).toEqual({ ...initialAlertsState(false) });
  });

  it('shows the newest 3 queued alerts as popups', () => {
    const state = receive(initialAlertsState(), 1, 2, 3, 4, 5);
    expect(visiblePopups(state).map((a) => a.id)).toEqual([5, 4, 3]);
    const afterDismiss = alertsReducer(state, { type: 'dismissPopup', id: 4 });
    expect(visiblePopups(afterDismiss).map((a) => a.id)).toEqual([5, 3, 2]);
  });
});

describe('sound preference', () => {
  it('is on by default and remembers off and on', () => {
    localStorage.removeItem(SOUND_STORAGE_KEY);
    expect(readSoundPreference(localStorage)).toBe(true);
    writeSoundPreference(localStorage, false);
    expect(readSoundPreference(localStorage)).toBe(false);
    writeSoundPreference(localStorage, true);
    expect(readSoundPreference(localStorage)).toBe(true);
    localStorage.removeItem(SOUND_STORAGE_KEY);
  });

  it('falls back to on when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSoundPreference(blocked)).toBe(true);
    expect(() => writeSoundPreference(blocked, false)).not.toThrow();
    expect(readSoundPreference(undefined)).toBe(true);
  });
});
