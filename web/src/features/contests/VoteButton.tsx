// An entry's vote toggle on the voting page: pressed once voted; disabled with the reason in words when the
// member may not vote for it (voteButtonState decides).
import type { ContestEntry, ContestStatus, VoteRefusal } from '@common/schemas/contests';
import { Heart } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { contestRefusalText } from './refusal-text';
import { useVote } from './use-contests';
import { voteButtonState } from './vote-button';

export function VoteButton({
  contestId,
  entry,
  status,
  voteRefusal,
}: {
  contestId: number;
  entry: ContestEntry;
  status: ContestStatus;
  voteRefusal: VoteRefusal | null;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const vote = useVote(contestId);
  const state = voteButtonState({ entry, status, voteRefusal, pending: vote.isPending });
  const voted = state.action === 'unvote';
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        size="sm"
        variant={voted ? 'default' : 'outline'}
        aria-pressed={voted}
        aria-describedby={state.reason ? reasonId : undefined}
        disabled={state.disabled}
        onClick={() =>
          vote.mutate(
            { entryId: entry.id, voted },
            {
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: t('contests.vote.failed'),
                  description: contestRefusalText(t, error, t('common.tryAgain')),
                }),
            },
          )
        }
      >
        <Heart aria-hidden className={voted ? 'fill-current' : undefined} />
        {voted ? t('contests.vote.voted') : t('contests.vote.vote')}
      </Button>
      {state.reason && (
        <p id={reasonId} className="text-xs text-stone-600">
          {t(`contests.vote.reasons.${state.reason}`)}
        </p>
      )}
    </div>
  );
}
