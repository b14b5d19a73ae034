// Members suspended now, with until when and why, and the way to lift a suspension (a reason is required: it is
// logged and sent to the member).
import type { SuspendedMember } from '@common/schemas/moderation';
import { DECISION_REASON_MAX } from '@common/schemas/moderation';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useSuspendedMembers, useUnsuspend } from './use-moderation';

function UnsuspendButton({ member }: { member: SuspendedMember }) {
  const { t } = useTranslation();
  const id = useId();
  const unsuspend = useUnsuspend();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const submit = () =>
    unsuspend.mutate(
      { id: member.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('moderation.suspended.lifted') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('moderation.admin.decisionFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {t('moderation.suspended.unsuspend')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('moderation.suspended.unsuspendTitle', { name: member.username })}</DialogTitle>
          <DialogDescription>{t('moderation.decision.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-reason`}>{t('moderation.decision.reason')}</Label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={DECISION_REASON_MAX}
            rows={3}
            disabled={unsuspend.isPending}
            onChange={(e) => setReason(e.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={unsuspend.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={!reason.trim() || unsuspend.isPending}>
            {t('moderation.suspended.unsuspend')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function SuspendedMembers() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const list = useSuspendedMembers();
  if (list.isPending || list.unauthorized) return <Spinner />;
  if (list.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(list.error, t('moderation.admin.loadFailed'))}
      </p>
    );
  if (list.data.length === 0)
    return (
      <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-600">
        {t('moderation.suspended.empty')}
      </p>
    );
  return (
    <ul className="grid gap-3" aria-label={t('moderation.suspended.title')}>
      {list.data.map((member) => (
        <li
          key={member.id}
          data-testid="suspended-member"
          className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
        >
          <div className="grid min-w-0 gap-1 text-sm">
            <Link
              to={`/profile/${member.id}`}
              dir="auto"
              className="font-semibold text-stone-900 hover:underline"
            >
              {member.username}
            </Link>
            <span className="text-stone-700">
              {member.suspendedUntil
                ? t('moderation.suspended.until', {
                    date: formatDate(member.suspendedUntil, language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })
                : t('moderation.suspended.indefinitely')}
            </span>
            {member.reason && (
              <span dir="auto" className="break-words text-stone-600">
                {t('moderation.suspended.reasonLabel')}: {member.reason}
              </span>
            )}
          </div>
          <UnsuspendButton member={member} />
        </li>
      ))}
    </ul>
  );
}
