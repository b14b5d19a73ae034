// The flag dialog every flaggable thing shares (a sighting, a comment, a profile): a reason from the ones that fit
// the thing, optional details, Send. The caller sends it and closes the dialog through `done`.
import { FLAG_DETAILS_MAX, type FlagReason } from '@common/constants/moderation';
import { type ReactElement, useId, useState } from 'react';
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

export const REASON_KEYS: Record<FlagReason, string> = {
  inappropriate: 'moderation.reasons.inappropriate',
  spam: 'moderation.reasons.spam',
  wrong_species: 'moderation.reasons.wrong_species',
  copyright: 'moderation.reasons.copyright',
  other: 'moderation.reasons.other',
};

export interface FlagValues<R extends FlagReason = FlagReason> {
  reason: R;
  details?: string;
}

export function FlagDialog<R extends FlagReason>({
  trigger,
  title,
  reasons,
  isPending,
  onSend,
}: {
  /** The button that opens it. */
  trigger: ReactElement;
  title: string;
  reasons: readonly R[];
  isPending: boolean;
  /** Sends the flag; `done` closes the dialog. */
  onSend: (values: FlagValues<R>, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<R | null>(null);
  const [details, setDetails] = useState('');

  const submit = () => {
    if (!reason) return;
    const trimmed = details.trim();
    onSend({ reason, ...(trimmed ? { details: trimmed } : {}) }, () => setOpen(false));
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('moderation.flag.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2" disabled={isPending}>
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('moderation.flag.reason')}</legend>
          {reasons.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={`${id}-reason`}
                className="size-4 accent-brand-700"
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(REASON_KEYS[value])}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-details`}>{t('moderation.flag.details')}</Label>
          <textarea
            id={`${id}-details`}
            value={details}
            maxLength={FLAG_DETAILS_MAX}
            rows={3}
            disabled={isPending}
            onChange={(e) => setDetails(e.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={!reason || isPending}>
            {isPending ? t('moderation.flag.sending') : t('moderation.flag.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
