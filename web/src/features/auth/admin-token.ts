// The admin session token: local storage under the admin session key, the admin_session cookie as fallback.
export const ADMIN_SESSION_KEY = 'adminSessionToken';

export function getAdminToken(): string | null {
  try {
    const stored = localStorage.getItem(ADMIN_SESSION_KEY);
    if (stored) return stored;
  } catch {
    // Storage disabled: fall through to the cookie.
  }
  const match = document.cookie.match(/(?:^|;\s*)admin_session=([^;]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function setAdminToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ADMIN_SESSION_KEY, token);
    else localStorage.removeItem(ADMIN_SESSION_KEY);
  } catch {
    // Nothing else to do: the admin will have to sign in again.
  }
}

/** Headers for /api/admin/* calls (except the login paths). */
export function adminHeaders(): Record<string, string> {
  const token = getAdminToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
