// One id per browser session (spec section 7: "The session id lasts for the browser session").
const KEY = 'wildlens-session-id';

export function browserSessionId(): string {
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return 'no-session-storage';
  }
}

/** The member id kept in local storage (spec section 3), read by trackers at start-up. */
export const USER_ID_KEY = 'userId';

export function storedUserId(): number | null {
  try {
    const n = Number(localStorage.getItem(USER_ID_KEY));
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export function rememberUserId(id: number | null): void {
  try {
    if (id) localStorage.setItem(USER_ID_KEY, String(id));
    else localStorage.removeItem(USER_ID_KEY);
  } catch {
    // Storage can be disabled; the tracker then reports without a member id.
  }
}
