// "Watch" on a rare sighting record, for signed-in members: the alert radius (1-500 km) and whether alerts come
// by e-mail and push; a watcher changes them here or stops watching.
import { type RareSighting, WATCH_RADIUS_MAX_KM } from '@common/schemas/rare-tracker';
import { Eye, EyeOff } from 'lucide-react';
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
import { NumberField } from '../../components/ui/NumberField';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { AlertAllowanceNotice, alertErrorText } from '../alert-allowance/AlertAllowanceNotice';
import { useUnwatchRare, useWatchRare } from './use-rare-tracker';

export function WatchControls({ record, speciesLabel }: { record: RareSighting; speciesLabel: string }) {
  const { t } = useTranslation();
  const id = useId();
  const watch = useWatchRare(record.id);
  const unwatch = useUnwatchRare(record.id);
  const [open, setOpen] = useState(false);
  const [radius, setRadius] = useState(String(record.myWatch?.alertRadius ?? 50));
  const [email, setEmail] = useState(record.myWatch?.emailEnabled ?? true);
  const [push, setPush] = useState(record.myWatch?.pushEnabled ?? false);
  const radiusNumber = Number(radius);
  const radiusValid =
    Number.isInteger(radiusNumber) && radiusNumber >= 1 && radiusNumber <= WATCH_RADIUS_MAX_KM;

  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('rareTracker.watch.failed'),
      description: alertErrorText(t, error, t('common.tryAgain')),
    });

  const save = () => {
    if (!radiusValid) return;
    watch.mutate(
      { alertRadius: radiusNumber, emailEnabled: email, pushEnabled: push },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t('rareTracker.watch.saved', { species: speciesLabel }) });
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setRadius(String(record.myWatch?.alertRadius ?? 50));
            setEmail(record.myWatch?.emailEnabled ?? true);
            setPush(record.myWatch?.pushEnabled ?? false);
          }
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button variant={record.watchedByMe ? 'outline' : 'default'} size="sm">
            <Eye aria-hidden />
            {record.watchedByMe ? t('rareTracker.watch.edit') : t('rareTracker.watch.button')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('rareTracker.watch.title', { species: speciesLabel })}</DialogTitle>
            <DialogDescription>{t('rareTracker.watch.description')}</DialogDescription>
          </DialogHeader>
          {/* A new watch is one of the plan's alerts; changing one is not. */}
          {!record.watchedByMe && <AlertAllowanceNotice className="text-sm" />}
          <fieldset className="grid gap-4" disabled={watch.isPending}>
            <NumberField
              id={`${id}-radius`}
              label={t('rareTracker.watch.radius')}
              value={radius}
              onChange={setRadius}
              min={1}
              max={WATCH_RADIUS_MAX_KM}
              hint={t('rareTracker.watch.radiusHint')}
              errors={radiusValid ? undefined : [t('rareTracker.watch.radiusInvalid')]}
            />
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={`${id}-email`} className="text-sm font-medium text-stone-800">
                {t('rareTracker.watch.email')}
              </label>
              <Switch id={`${id}-email`} checked={email} onCheckedChange={setEmail} />
            </div>
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={`${id}-push`} className="text-sm font-medium text-stone-800">
                {t('rareTracker.watch.push')}
              </label>
              <Switch id={`${id}-push`} checked={push} onCheckedChange={setPush} />
            </div>
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={watch.isPending}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button onClick={save} disabled={!radiusValid || watch.isPending}>
              {watch.isPending ? t('rareTracker.watch.saving') : t('rareTracker.watch.save')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {record.watchedByMe && (
        <Button
          variant="ghost"
          size="sm"
          disabled={unwatch.isPending}
          onClick={() =>
            unwatch.mutate(undefined, {
              onSuccess: () => toast({ title: t('rareTracker.watch.stopped', { species: speciesLabel }) }),
              onError: failed,
            })
          }
        >
          <EyeOff aria-hidden />
          {t('rareTracker.watch.stop')}
        </Button>
      )}
    </div>
  );
}
