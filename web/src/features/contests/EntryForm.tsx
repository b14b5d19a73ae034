// Entering a contest: pick one of your published sightings of the contest's kind, add a few words, and, unless
// you are a Premium member (free entry), choose card or PayPal: the server prices the entry and the browser goes
// on to the checkout it names. What may be submitted is entryFormState's decision.
import { CONTEST_DESCRIPTION_MAX, type ContestDetail } from '@common/schemas/contests';
import type { PaymentMethodValue } from '@common/schemas/payments';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { useCurrentLanguage } from '../language/current-language';
import { useFollowRedirect } from '../plans/follow-redirect';
import { formatMoney } from '../plans/money';
import { mediaPath } from '../sightings/media-path';
import { entryFormState } from './entry-form';
import { contestRefusalText } from './refusal-text';
import { useEligibleSightings, useEnterContest } from './use-contests';

export function EntryForm({ detail, onDone }: { detail: ContestDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const follow = useFollowRedirect();
  const ids = { description: useId(), count: useId(), problem: useId() };
  const { contest, viewer } = detail;
  const sightings = useEligibleSightings(contest.id, true);
  const enter = useEnterContest(contest.id);
  const [sightingId, setSightingId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [method, setMethod] = useState<PaymentMethodValue | null>(null);
  const [tried, setTried] = useState(false);
  const state = entryFormState({ viewer, sightingId, description, method, submitting: enter.isPending });
  const media = contest.mediaType === 'video' ? t('contests.media.video') : t('contests.media.photo');

  const submit = () => {
    setTried(true);
    if (!state.canSubmit || sightingId === null) return;
    enter.mutate(
      { sightingId, entryDescription: description.trim(), ...(state.method ? { method: state.method } : {}) },
      {
        onSuccess: (entered) => {
          if (entered.checkout) {
            follow(entered.checkout.redirectUrl);
            return;
          }
          toast({ variant: 'success', title: t('contests.enter.doneFree') });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('contests.enter.failed'),
            description: contestRefusalText(t, error, t('common.tryAgain')),
          }),
      },
    );
  };

  return (
    <form
      className="grid gap-4 rounded-xl border border-brand-100 bg-white p-4"
      aria-label={t('contests.enter.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="font-medium text-stone-900">{t('contests.enter.pick', { media })}</legend>
        {sightings.isPending ? (
          <Skeleton className="h-24 rounded-lg" />
        ) : sightings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('contests.enter.sightingsFailed')}
          </p>
        ) : sightings.data.length === 0 ? (
          <p className="text-sm text-stone-700">
            {t('contests.enter.noSightings', { media })}{' '}
            <Link to="/upload" className="font-medium text-brand-800 underline">
              {t('contests.enter.upload')}
            </Link>
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {sightings.data.map((s) => (
              <li key={s.id}>
                <label
                  className={cn(
                    'grid cursor-pointer gap-1 rounded-lg border p-1.5 text-sm',
                    sightingId === s.id ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
                  )}
                >
                  <input
                    type="radio"
                    name={`contest-${contest.id}-sighting`}
                    value={s.id}
                    checked={sightingId === s.id}
                    onChange={() => setSightingId(s.id)}
                    className="sr-only"
                  />
                  {s.imageUrl ? (
                    <img
                      src={mediaPath(s.imageUrl)}
                      alt=""
                      className="aspect-square w-full rounded object-cover"
                    />
                  ) : (
                    <span className="aspect-square w-full rounded bg-stone-100" />
                  )}
                  <span dir="auto" className="truncate text-stone-900">
                    {s.speciesName}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="grid gap-1">
        <Label htmlFor={ids.description}>{t('contests.enter.description')}</Label>
        <textarea
          id={ids.description}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
          dir="auto"
          aria-describedby={ids.count}
          aria-invalid={state.problem === 'description_too_long'}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
        />
        <p id={ids.count} className="text-xs text-stone-600">
          {t('contests.enter.count', { used: description.trim().length, max: CONTEST_DESCRIPTION_MAX })}
        </p>
      </div>

      {state.needsPayment ? (
        <fieldset className="grid gap-2">
          <legend className="font-medium text-stone-900">
            {t('contests.enter.payWith', { fee: formatMoney(viewer.fee, language) })}
          </legend>
          <div className="flex flex-wrap gap-3">
            {state.methods.map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`contest-${contest.id}-method`}
                  value={m}
                  checked={state.method === m}
                  onChange={() => setMethod(m)}
                />
                {t(`contests.enter.methods.${m}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-sm font-medium text-brand-800">{t('contests.enter.freeForPremium')}</p>
      )}

      {tried && state.problem && state.problem !== 'cannot_enter' && (
        <p id={ids.problem} role="alert" className="text-sm text-red-700">
          {t(`contests.enter.problems.${state.problem}`, { max: CONTEST_DESCRIPTION_MAX })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={enter.isPending}>
          {state.needsPayment
            ? t('contests.enter.submitPay', { fee: formatMoney(viewer.fee, language) })
            : t('contests.enter.submitFree')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('contests.enter.cancel')}
        </Button>
      </div>
    </form>
  );
}
