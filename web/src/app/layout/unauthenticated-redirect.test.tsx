// Spec section 8: a member action failing with 401 shows its own failure toast, then the user goes to
// /login?next={the page}; the stale member is forgotten so the sign-in page does not send them back.
import { useMutation } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../components/ui/use-toast';
import { authKeys } from '../../features/auth/keys';
import { ApiError } from '../../lib/api';
import { handleApiError } from '../../lib/handle-error';
import { makeUser, renderWithProviders } from './test-providers';
import { useUnauthenticatedRedirect } from './use-unauthenticated-redirect';

vi.mock('../../components/ui/use-toast', () => ({ toast: vi.fn() }));

afterEach(() => vi.mocked(toast).mockClear());

const expired = () =>
  new ApiError(401, '{"message":"Authentication required"}', 'Authentication required', []);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A comment form in miniature: its failure toast in onError, as the real ones have. */
function PostComment({ error, meta }: { error: Error; meta?: Record<string, unknown> }) {
  useUnauthenticatedRedirect();
  const post = useMutation({
    mutationFn: () => Promise.reject(error),
    meta,
    onError: () => toast({ title: 'Failed to post comment', variant: 'destructive' }),
  });
  return (
    <>
      <button type="button" onClick={() => post.mutate()}>
        Post
      </button>
      <Where />
    </>
  );
}

describe('useUnauthenticatedRedirect', () => {
  it('after the failure toast, goes to /login?next= with the page, forgetting the member', async () => {
    const { queryClient } = await renderWithProviders(<PostComment error={expired()} />, {
      route: '/sighting/5?tab=comments',
      user: makeUser(),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/sighting/5?tab=comments')}`,
      ),
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to post comment' }));
    expect(queryClient.getQueryData(authKeys.me)).toBeNull();
  });

  it('stays for other failures, on the sign-in forms and for mutations that opt out', async () => {
    for (const [route, error, meta] of [
      ['/sighting/5', new ApiError(500, 'boom', 'boom', []), undefined],
      ['/login', expired(), undefined],
      ['/admin/dashboard', expired(), undefined],
      ['/sighting/5', expired(), { authRedirect: false }],
    ] as const) {
      const view = await renderWithProviders(<PostComment error={error} meta={meta} />, {
        route,
        user: makeUser(),
      });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Post' }));
      await waitFor(() => expect(toast).toHaveBeenCalled());
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.getByTestId('where')).toHaveTextContent(route);
      expect(view.queryClient.getQueryData(authKeys.me)).not.toBeNull();
      view.unmount();
      vi.mocked(toast).mockClear();
    }
  });

  it("the shared handler's 401 toasts 'Error' with the message, then redirects once", async () => {
    function Page() {
      useUnauthenticatedRedirect();
      return <Where />;
    }
    await renderWithProviders(<Page />, { route: '/profile/3', user: makeUser() });
    act(() => {
      handleApiError(expired(), 'Failed to update the follow.');
      handleApiError(expired(), 'Failed to update the follow.');
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login?next=${encodeURIComponent('/profile/3')}`,
      ),
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Error',
        description: 'Authentication required',
        variant: 'destructive',
      }),
    );
  });
});
