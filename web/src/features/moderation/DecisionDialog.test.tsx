// The administrator's decision dialog: a reason is required, the decision goes out with the bearer token, warning
// and suspending hide the item unless unticked, a suspension's date is sent as the start of that day, and keeping a
// hidden item offers to show it again. The members' flag buttons on comments and profiles.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../../pages/auth/test-utils';
import { ADMIN_SESSION_KEY } from '../auth/admin-token';
import { DecisionDialog } from './DecisionDialog';
import { FlagCommentButton, FlagProfileButton } from './FlagItemButtons';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function openDialog(props: Partial<Parameters<typeof DecisionDialog>[0]> = {}) {
  localStorage.setItem(ADMIN_SESSION_KEY, 'tok-7');
  const fetchMock = stubFetch({ 'POST /api/admin/moderation/decisions': () => jsonResponse({ ok: true }) });
  await renderPage(
    <DecisionDialog contentType="comment" contentId={12} hidden={false} hasAuthor {...props} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Decide' }));
  const dialog = await screen.findByRole('dialog', { name: 'Decide on this item' });
  return { fetchMock, dialog };
}

describe('DecisionDialog', () => {
  it('requires a reason, then sends the decision with the bearer token', async () => {
    const { fetchMock, dialog } = await openDialog();
    // Hiding is the default for an item that is shown.
    expect(within(dialog).getByLabelText('Hide it')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (sent to the member)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(fetchMock, 'POST /api/admin/moderation/decisions')).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText('Delete it'));
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the member)'), '  Hate speech ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/moderation/decisions')).toEqual([
        { contentType: 'comment', contentId: 12, decision: 'delete', reason: 'Hate speech' },
      ]),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/decisions'));
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok-7');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
  });

  it('warns without hiding when unticked', async () => {
    const { fetchMock, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('Warn the member'));
    const alsoHide = within(dialog).getByLabelText('Also hide the item');
    expect(alsoHide).toBeChecked();
    await userEvent.click(alsoHide);
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the member)'), 'Keep it civil');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/moderation/decisions')).toEqual([
        {
          contentType: 'comment',
          contentId: 12,
          decision: 'warn',
          reason: 'Keep it civil',
          hideContent: false,
        },
      ]),
    );
  });

  it('suspends until the start of the chosen day, or until lifted', async () => {
    const { fetchMock, dialog } = await openDialog({ contentType: 'profile', contentId: 5 });
    await userEvent.click(within(dialog).getByLabelText('Suspend the member'));
    const until = within(dialog).getByLabelText('Suspended until (leave empty: until lifted)');
    await userEvent.type(until, '2099-03-01');
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the member)'), 'Spam account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/moderation/decisions')).toEqual([
        {
          contentType: 'profile',
          contentId: 5,
          decision: 'suspend',
          reason: 'Spam account',
          hideContent: true,
          suspendedUntil: new Date('2099-03-01T00:00:00').toISOString(),
        },
      ]),
    );
  });

  it('offers to show a hidden item again, and no member decisions when the item is gone', async () => {
    const { dialog } = await openDialog({ hidden: true, hasAuthor: false });
    expect(within(dialog).getByLabelText('Show it again (dismiss the flags)')).toBeChecked();
    expect(within(dialog).queryByLabelText('Warn the member')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Suspend the member')).not.toBeInTheDocument();
  });
});

describe('flagging a comment or a profile', () => {
  it('sends a reason that fits a comment, then says it is flagged', async () => {
    const fetchMock = stubFetch({
      'POST /api/comments/8/flag': () => jsonResponse({ id: 1, hidden: false }, 201),
    });
    await renderPage(<FlagCommentButton commentId={8} authorId={9} authorName="heron_fan" />, { me: MEMBER });
    await userEvent.click(screen.getByRole('button', { name: 'Flag the comment by heron_fan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag this comment' });
    // A comment has no species to be wrong about.
    expect(within(dialog).queryByLabelText('Wrong species')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Spam'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    await screen.findByText('Flagged');
    expect(callsTo(fetchMock, 'POST /api/comments/8/flag')).toEqual([{ reason: 'spam' }]);
  });

  it('is not offered on one’s own comment or profile, nor to visitors', async () => {
    stubFetch({});
    const { unmount } = await renderPage(
      <FlagCommentButton commentId={8} authorId={MEMBER.id} authorName="me" />,
      {
        me: MEMBER,
      },
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const visitor = await renderPage(<FlagProfileButton userId={9} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    visitor.unmount();
    await renderPage(<FlagProfileButton userId={9} />, { me: MEMBER });
    expect(screen.getByRole('button', { name: 'Flag profile' })).toBeInTheDocument();
  });

  it('says "Flagged" when the profile was flagged before (409)', async () => {
    stubFetch({
      'POST /api/users/9/flag': () =>
        jsonResponse({ message: 'You have already flagged this profile.' }, 409),
    });
    await renderPage(<FlagProfileButton userId={9} />, { me: MEMBER });
    await userEvent.click(screen.getByRole('button', { name: 'Flag profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag this profile' });
    await userEvent.click(within(dialog).getByLabelText('Inappropriate content'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    expect(await screen.findByText('You have already flagged this profile.')).toBeInTheDocument();
    expect(screen.getByText('Flagged')).toBeInTheDocument();
  });
});
