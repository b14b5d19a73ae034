// Scoring one contest's finalists (/admin/contest-voting): each finalist with its votes and how many judges
// scored it, a score 1-10 per finalist from this judge, saved together; administrators then finalize. The
// ranking rule is stated where it is applied.
import { CONTEST_RULES, type JudgingView } from '@common/schemas/contests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { toast } from '../../components/ui/use-toast';
import { useCurrentLanguage } from '../language/current-language';
import { contestTitle } from './contest-text';
import { EntryMedia } from './EntryMedia';
import { contestRefusalText } from './refusal-text';
import { useFinalizeContest, useSaveScores } from './use-contest-admin';

const SCORES = Array.from({ length: 10 }, (_, i) => i + 1);

export function JudgingPanel({ view, canFinalize }: { view: JudgingView; canFinalize: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { contest } = view;
  const save = useSaveScores(contest.id);
  const finalize = useFinalizeContest(contest.id, () =>
    toast({ variant: 'success', title: t('contests.judging.finalized') }),
  );
  const [scores, setScores] = useState<Record<number, number>>(() =>
    Object.fromEntries(view.finalists.flatMap((f) => (f.myScore !== null ? [[f.id, f.myScore]] : []))),
  );
  const judging = contest.status === 'judging';
  const changed = Object.entries(scores).map(([entryId, score]) => ({ entryId: Number(entryId), score }));
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: contestRefusalText(t, error, t('common.tryAgain')) });

  return (
    <section
      aria-labelledby={`judging-${contest.id}`}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id={`judging-${contest.id}`} className="text-xl font-semibold text-stone-900">
        {contestTitle(t, contest, language)}
      </h2>
      <p className="text-sm text-stone-700">
        {t('contests.rules.ranking', {
          finalists: CONTEST_RULES.finalists,
          judge: Math.round(CONTEST_RULES.judgeWeight * 100),
          votes: Math.round(CONTEST_RULES.voteWeight * 100),
        })}
      </p>
      {view.judges.length > 0 && (
        <p className="text-sm text-stone-700">
          {t('contests.judging.judges', { names: view.judges.map((j) => j.username).join(', ') })}
        </p>
      )}
      {view.finalists.length === 0 ? (
        <p className="text-stone-700">{t('contests.judging.noFinalists')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {view.finalists.map((f) => (
            <li key={f.id} className="grid content-start overflow-hidden rounded-xl border border-stone-200">
              <EntryMedia entry={f} />
              <div className="grid gap-1 p-3 text-sm">
                <span dir="auto" className="font-semibold text-stone-900">
                  {f.speciesName}
                </span>
                <span dir="auto" className="text-stone-700">
                  {f.photographer.username}
                </span>
                <span className="text-stone-700">
                  {t('contests.voting.votes', { count: f.votes ?? 0 })} ·{' '}
                  {t('contests.judging.scoredBy', { count: f.scoreCount })}
                </span>
                <div className="mt-1 grid gap-1">
                  <Label htmlFor={`score-${f.id}`}>{t('contests.judging.yourScore')}</Label>
                  <NativeSelect
                    id={`score-${f.id}`}
                    value={scores[f.id] ?? ''}
                    disabled={!judging || f.isMine}
                    onChange={(event) => setScores((s) => ({ ...s, [f.id]: Number(event.target.value) }))}
                  >
                    <option value="" disabled>
                      {t('contests.judging.pick')}
                    </option>
                    {SCORES.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {judging && (
          <Button
            disabled={changed.length === 0 || save.isPending}
            onClick={() =>
              save.mutate(
                { scores: changed },
                {
                  onSuccess: () => toast({ variant: 'success', title: t('contests.judging.saved') }),
                  onError: failed(t('contests.judging.saveFailed')),
                },
              )
            }
          >
            {t('contests.judging.save')}
          </Button>
        )}
        {canFinalize && judging && (
          <ConfirmButton
            variant="accent"
            confirmVariant="accent"
            disabled={finalize.isPending}
            question={t('contests.judging.confirmFinalize')}
            onConfirm={() =>
              finalize.mutate(undefined, { onError: failed(t('contests.judging.finalizeFailed')) })
            }
          >
            {t('contests.judging.finalize')}
          </ConfirmButton>
        )}
      </div>
    </section>
  );
}
