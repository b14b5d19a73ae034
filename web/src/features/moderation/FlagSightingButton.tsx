// The "Flag" action of a sighting page, for signed-in members other than its author: a reason (inappropriate,
// spam, wrong species, copyright, other) and optional details go to the administrators. Once per member.
import { FLAG_DETAILS_MAX, FLAG_REASONS, type FlagReason } from '@common/schemas/moderation';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/Dialog';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useFlagSighting, useSightingModeration } from './use-moderation';

const REASON_KEYS: Record<FlagReason, string> = {
  inappropriate: 'moderation.reasons.inappropriate',
  spam: 'moderation.reasons.spam',
  wrong_species: 'moderation.reasons.wrong_species',
  copyright: 'moderation.reasons.copyright',
  other: 'moderation.reasons.other',
};

export function FlagSightingButton({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const state = useSightingModeration(sightingId);
  const flag = useFlagSighting(sightingId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [details, setDetails] = useState('');

  if (state.data?.flaggedByMe) {
    return (
      <span className="inline-flex items-center gap-1.5 px-3 text-sm text-stone-600">
        <Flag className="size-4" aria-hidden />
        {t('moderation.flag.done')}
      </span>
    );
  }

  const submit = () => {
    if (!reason) return;
    flag.mutate(
      { reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('moderation.flag.sentTitle'), description: t('moderation.flag.sentDescription') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setOpen(false);
          toast({
            variant: 'destructive',
            title: t('moderation.flag.failed'),
            description: errorMessage(error, t('common.tryAgain')),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Flag aria-hidden />
          {t('moderation.flag.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('moderation.flag.title')}</DialogTitle>
          <DialogDescription>{t('moderation.flag.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2" disabled={flag.isPending}>
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('moderation.flag.reason')}</legend>
          {FLAG_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name="flag-reason"
                className="size-4 accent-brand-700"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(REASON_KEYS[value])}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor="flag-details">{t('moderation.flag.details')}</Label>
          <textarea
            id="flag-details"
            value={details}
            maxLength={FLAG_DETAILS_MAX}
            rows={3}
            disabled={flag.isPending}
            onChange={(e) => setDetails(e.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={flag.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={!reason || flag.isPending}>
            {flag.isPending ? t('moderation.flag.sending') : t('moderation.flag.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Shown to a held sighting's author: it is hidden from others until an administrator has looked at it. */
export function UnderReviewNotice({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const state = useSightingModeration(sightingId);
  if (!state.data?.underReview) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <strong className="font-semibold">{t('moderation.underReview.title')}</strong>{' '}
      {t('moderation.underReview.description')}
    </p>
  );
}
