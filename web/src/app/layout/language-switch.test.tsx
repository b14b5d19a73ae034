// Changing the language: i18n switches at once; members' choice is saved, with a toast when that fails.

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/Toaster';
import { resetToasts } from '../../components/ui/use-toast';
import { authKeys } from '../../features/auth/keys';
import { useChangeLanguage } from '../../features/language/use-change-language';
import i18n, { i18nReady } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { makeUser, mockFetch, renderWithProviders } from './test-providers';

afterEach(async () => {
  vi.unstubAllGlobals();
  resetToasts();
  await i18n.changeLanguage('en');
});

async function setup(user: ReturnType<typeof makeUser> | null) {
  await i18nReady;
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.me, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useChangeLanguage(), { wrapper });
  return { hook, queryClient };
}

describe('language switching', () => {
  it('saves a member’s choice and refreshes the current user', async () => {
    const fetchMock = mockFetch({ 'PUT /api/user/language-preference': { body: { ok: true } } });
    const { hook, queryClient } = await setup(makeUser());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await act(() => hook.result.current('de'));

    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/language-preference');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ preferredLanguage: 'de' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: authKeys.me }));
  });

  it('switches Arabic to right to left', async () => {
    mockFetch({});
    const { hook } = await setup(null);
    await act(() => hook.result.current('ar'));
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('does not call the server for visitors', async () => {
    const fetchMock = mockFetch({});
    const { hook } = await setup(null);
    await act(() => hook.result.current('fr'));
    expect(i18n.language).toBe('fr');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores unsupported codes', async () => {
    const fetchMock = mockFetch({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { hook } = await setup(makeUser());
    await act(() => hook.result.current('xx'));
    expect(i18n.language).toBe('en');
    expect(fetchMock).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows a destructive toast when the preference cannot be saved', async () => {
    mockFetch({ 'PUT /api/user/language-preference': { status: 500, body: { message: 'down' } } });
    await renderWithProviders(<Toaster />);
    const { hook } = await setup(makeUser());
    await act(() => hook.result.current('es'));
    // The interface is Spanish by now, so the error reads in Spanish. The toaster loads on first use, which a
    // test run may take longer than findBy's default 1 s to transform.
    expect(
      await screen.findByText(i18n.t('language.saveFailed', { lng: 'es' }), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
