// "Flag" on a comment and on a profile, for signed-in members other than its author (the server says the same:
// 403 on one's own, 409 a second time). Once sent, or already sent before, the button says "Flagged".
import { TEXT_FLAG_REASONS } from '@common/schemas/moderation';

type TextReason = (typeof TEXT_FLAG_REASONS)[number];

import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';
import { isSameMember } from '../sightings/author';
import { FlagDialog, type FlagValues } from './FlagDialog';
import { useFlagItem } from './use-moderation';

function useSendFlag(kind: 'comment' | 'profile', id: number) {
  const { t } = useTranslation();
  const flag = useFlagItem(kind, id);
  const [flagged, setFlagged] = useState(false);
  const send = (values: FlagValues<TextReason>, done: () => void) =>
    flag.mutate(values, {
      onSuccess: () => {
        done();
        setFlagged(true);
        toast({
          title: t('moderation.flag.sentTitle'),
          description: t(kind === 'comment' ? 'moderation.flag.sentComment' : 'moderation.flag.sentProfile'),
        });
      },
      onError: (error) => {
        // Flagged before: nothing more to send.
        if (error instanceof ApiError && error.status === 409) {
          done();
          setFlagged(true);
        }
        toast({
          variant: 'destructive',
          title: t('moderation.flag.failed'),
          description: errorMessage(error, t('common.tryAgain')),
        });
      },
    });
  return { send, flagged, isPending: flag.isPending };
}

/** A small "Flag" in a comment's actions, beside Reply. */
export function FlagCommentButton({
  commentId,
  authorId,
  authorName,
}: {
  commentId: number;
  authorId: number;
  authorName: string;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { send, flagged, isPending } = useSendFlag('comment', commentId);
  if (!user || isSameMember(user.id, authorId)) return null;
  if (flagged)
    return (
      <span className="inline-flex items-center gap-1 px-1 py-0.5 text-stone-500">
        <Flag className="size-3.5" aria-hidden />
        {t('moderation.flag.done')}
      </span>
    );
  return (
    <FlagDialog
      title={t('moderation.flag.commentTitle')}
      reasons={TEXT_FLAG_REASONS}
      isPending={isPending}
      onSend={send}
      trigger={
        <button
          type="button"
          aria-label={t('moderation.flag.commentLabel', { name: authorName })}
          className="inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium text-stone-600 hover:text-red-700"
        >
          <Flag className="size-3.5" aria-hidden />
          {t('moderation.flag.button')}
        </button>
      }
    />
  );
}

/** "Flag profile" among a profile's actions. */
export function FlagProfileButton({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { send, flagged, isPending } = useSendFlag('profile', userId);
  if (!user || isSameMember(user.id, userId)) return null;
  if (flagged)
    return (
      <span className="inline-flex items-center gap-1.5 px-3 text-sm text-stone-600">
        <Flag className="size-4" aria-hidden />
        {t('moderation.flag.done')}
      </span>
    );
  return (
    <FlagDialog
      title={t('moderation.flag.profileTitle')}
      reasons={TEXT_FLAG_REASONS}
      isPending={isPending}
      onSend={send}
      trigger={
        <Button variant="ghost" size="sm">
          <Flag aria-hidden />
          {t('moderation.flag.profileButton')}
        </Button>
      }
    />
  );
}
