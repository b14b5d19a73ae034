// The administrator's decision on a queued item: keep (its flags dismissed, shown again if hidden), hide, delete,
// warn its member or suspend them (until a date, or until lifted). A reason is required: it is logged with the
// administrator's name and sent to the member. Warning and suspending also hide the item unless unticked.
import {
  DECISION_REASON_MAX,
  DECISIONS,
  type Decision,
  type FlaggableType,
} from '@common/schemas/moderation';
import { Gavel } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useDecide } from './use-moderation';

const DECISION_KEYS: Record<Decision, string> = {
  keep: 'moderation.decision.keep',
  hide: 'moderation.decision.hide',
  delete: 'moderation.decision.delete',
  warn: 'moderation.decision.warn',
  suspend: 'moderation.decision.suspend',
};

/** `YYYY-MM-DD` of a local date. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function DecisionDialog({
  contentType,
  contentId,
  hidden,
  hasAuthor,
}: {
  contentType: FlaggableType;
  contentId: number;
  /** Hidden now: keeping it shows it again. */
  hidden: boolean;
  /** A member to warn or suspend (not when the item is gone). */
  hasAuthor: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecide();
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<Decision>(hidden ? 'keep' : 'hide');
  const [reason, setReason] = useState('');
  const [alsoHide, setAlsoHide] = useState(true);
  const [until, setUntil] = useState('');
  const [showError, setShowError] = useState(false);
  const choices = DECISIONS.filter((d) => hasAuthor || (d !== 'warn' && d !== 'suspend'));
  const memberDecision = decision === 'warn' || decision === 'suspend';
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);

  const submit = () => {
    if (!reason.trim()) {
      setShowError(true);
      return;
    }
    decide.mutate(
      {
        contentType,
        contentId,
        decision,
        reason: reason.trim(),
        ...(memberDecision ? { hideContent: alsoHide } : {}),
        // The chosen day, from midnight where the administrator is.
        ...(decision === 'suspend'
          ? { suspendedUntil: until ? new Date(`${until}T00:00:00`).toISOString() : null }
          : {}),
      },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('moderation.admin.decided') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('moderation.admin.decisionFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Gavel aria-hidden />
          {t('moderation.admin.decide')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('moderation.decision.title')}</DialogTitle>
          <DialogDescription>{t('moderation.decision.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2" disabled={decide.isPending}>
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('moderation.decision.choice')}
          </legend>
          {choices.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={`${id}-decision`}
                className="size-4 accent-brand-700"
                checked={decision === value}
                onChange={() => setDecision(value)}
              />
              {value === 'keep' && hidden ? t('moderation.decision.keepShow') : t(DECISION_KEYS[value])}
            </label>
          ))}
        </fieldset>
        {memberDecision && (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={alsoHide}
              disabled={decide.isPending}
              onChange={(e) => setAlsoHide(e.target.checked)}
            />
            {t('moderation.decision.alsoHide')}
          </label>
        )}
        {decision === 'suspend' && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-until`}>{t('moderation.decision.until')}</Label>
            <Input
              id={`${id}-until`}
              type="date"
              min={dayOf(tomorrow)}
              value={until}
              disabled={decide.isPending}
              onChange={(e) => setUntil(e.target.value)}
            />
          </div>
        )}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>{t('moderation.decision.reason')}</Label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={DECISION_REASON_MAX}
            rows={3}
            required
            aria-invalid={showError && !reason.trim() ? true : undefined}
            aria-describedby={showError && !reason.trim() ? `${id}-reason-error` : undefined}
            disabled={decide.isPending}
            onChange={(e) => setReason(e.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
          />
          {showError && !reason.trim() && (
            <p id={`${id}-reason-error`} className="text-sm text-red-700">
              {t('moderation.decision.reasonRequired')}
            </p>
          )}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={decide.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant={decision === 'keep' ? 'default' : 'destructive'}
            onClick={submit}
            disabled={decide.isPending}
          >
            {decide.isPending ? t('moderation.decision.saving') : t('moderation.decision.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
