// "Delete my account": a confirmation dialog asks for the password again, then the account is scheduled for
// deletion 14 days later (every other session of the member ends at once). Until then this panel shows the date
// and a button that cancels it.
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '@common/schemas/account';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FieldError } from '../../components/ui/FieldError';
import { Label } from '../../components/ui/Label';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useCancelDeletion, useDeletionState, useScheduleDeletion } from './use-account';

export function DeleteAccountPanel() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const id = useId();
  const state = useDeletionState();
  const schedule = useScheduleDeletion();
  const cancel = useCancelDeletion();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const scheduled = state.data?.deletion ?? null;
  const longDate = (iso: string) => formatDate(iso, language, { dateStyle: 'long' });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setFieldError(null);
    }
  };

  const confirm = () => {
    if (!password) {
      setFieldError(t('account.delete.passwordRequired'));
      return;
    }
    schedule.mutate(password, {
      onSuccess: (result) => {
        onOpenChange(false);
        const date = result?.deletion ? longDate(result.deletion.scheduledFor) : '';
        toast({
          title: t('account.delete.scheduledToast'),
          description: t('account.delete.scheduledOn', { date }),
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setFieldError(t('account.delete.wrongPassword'));
          return;
        }
        const server = error instanceof ApiError ? error.serverMessage : undefined;
        const description =
          error instanceof ApiError && error.status === 429
            ? t('account.delete.tooManyAttempts')
            : server === ACCOUNT_MESSAGES.adminAccount
              ? t('account.delete.adminAccount')
              : server === ACCOUNT_MESSAGES.alreadyScheduled
                ? t('account.delete.alreadyScheduled')
                : errorMessage(error, t('account.delete.failed'));
        onOpenChange(false);
        void state.refetch();
        toast({ title: t('account.delete.failed'), description, variant: 'destructive' });
      },
    });
  };

  const onCancelDeletion = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: t('account.delete.cancelledToast'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('account.delete.cancelFailed'),
          description: errorMessage(error, t('account.delete.cancelFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="account-delete" className="grid gap-3">
      <h3 id="account-delete" className="text-lg font-semibold text-stone-900">
        {t('account.delete.title')}
      </h3>
      {scheduled ? (
        <div role="status" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-sm font-medium text-red-900">
            {t('account.delete.scheduledOn', { date: longDate(scheduled.scheduledFor) })}
          </p>
          <p className="text-sm text-red-900">{t('account.delete.scheduledHint')}</p>
          <div>
            <Button type="button" variant="outline" onClick={onCancelDeletion} disabled={cancel.isPending}>
              {cancel.isPending ? t('account.delete.cancelling') : t('account.delete.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {t('account.delete.description', { days: ACCOUNT_LIMITS.deletionGraceDays })}
          </p>
          <div>
            <Button
              type="button"
              variant="destructive"
              onClick={() => onOpenChange(true)}
              disabled={!state.isSuccess}
            >
              {t('account.delete.open')}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('account.delete.dialogTitle')}
        description={t('account.delete.dialogDescription', { days: ACCOUNT_LIMITS.deletionGraceDays })}
        confirmLabel={schedule.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
        pending={schedule.isPending}
        onConfirm={confirm}
      >
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Label htmlFor={`${id}-password`}>{t('account.delete.password')}</Label>
          <PasswordInput
            id={`${id}-password`}
            value={password}
            autoComplete="current-password"
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(null);
            }}
            disabled={schedule.isPending}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-password-error` : undefined}
          />
          <FieldError id={`${id}-password-error`} messages={fieldError ? [fieldError] : undefined} />
        </form>
      </ConfirmDialog>
    </section>
  );
}
