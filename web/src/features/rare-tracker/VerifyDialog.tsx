// "Verify" on a rare sighting record, for signed-in members other than its reporter: confirm or reject, with
// notes and the expertise the member claims (which weighs their word by the rule the page states).
import {
  EXPERTISE_LEVELS,
  type ExpertiseLevel,
  type RareSighting,
  VERIFICATION_NOTES_MAX,
  type VerificationVerdict,
} from '@common/schemas/rare-tracker';
import { ShieldCheck } from 'lucide-react';
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
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { verificationRule } from './rule';
import { useVerifyRare } from './use-rare-tracker';

export function VerifyDialog({ record, speciesLabel }: { record: RareSighting; speciesLabel: string }) {
  const { t } = useTranslation();
  const id = useId();
  const verify = useVerifyRare(record.id);
  const [open, setOpen] = useState(false);
  const [verdict, setVerdict] = useState<VerificationVerdict | null>(null);
  const [expertise, setExpertise] = useState<ExpertiseLevel | ''>('');
  const [notes, setNotes] = useState('');

  const submit = () => {
    if (!verdict || !expertise) return;
    verify.mutate(
      { verificationStatus: verdict, expertiseLevel: expertise, verificationNotes: notes.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setVerdict(null);
          setNotes('');
          toast({ title: t('rareTracker.verify.sent') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('rareTracker.verify.failed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldCheck aria-hidden />
          {t('rareTracker.verify.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rareTracker.verify.title', { species: speciesLabel })}</DialogTitle>
          <DialogDescription>{verificationRule(t)}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2" disabled={verify.isPending}>
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('rareTracker.verify.verdict')}
          </legend>
          {(['confirmed', 'rejected'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={`${id}-verdict`}
                className="size-4 accent-brand-700"
                checked={verdict === value}
                onChange={() => setVerdict(value)}
              />
              {t(value === 'confirmed' ? 'rareTracker.verify.confirm' : 'rareTracker.verify.reject')}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-expertise`}>{t('rareTracker.verify.expertise')}</Label>
          <NativeSelect
            id={`${id}-expertise`}
            value={expertise}
            disabled={verify.isPending}
            onChange={(e) => setExpertise(e.target.value as ExpertiseLevel | '')}
          >
            <option value="">{t('rareTracker.verify.chooseExpertise')}</option>
            {EXPERTISE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`rareTracker.expertise.${level}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-notes`}>{t('rareTracker.verify.notes')}</Label>
          <textarea
            id={`${id}-notes`}
            dir="auto"
            value={notes}
            maxLength={VERIFICATION_NOTES_MAX}
            rows={3}
            disabled={verify.isPending}
            onChange={(e) => setNotes(e.target.value)}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
          />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={verify.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button onClick={submit} disabled={!verdict || !expertise || verify.isPending}>
            {verify.isPending ? t('rareTracker.verify.sending') : t('rareTracker.verify.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
