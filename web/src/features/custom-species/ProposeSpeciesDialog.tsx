// "Propose a new species": a member names a species the catalogue lacks (common name, scientific name if known,
// category, region, why), optionally with the photo they are uploading as evidence; the administrators review it
// in /admin/custom-species and the member is told. The spec's messages (section 5) come from the shared schema.
import {
  customSpeciesProposalInputSchema,
  PROPOSAL_CATEGORIES,
  type ProposalCategory,
} from '@common/schemas/custom-species';
import { type ReactNode, useId, useState } from 'react';
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
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { useProposeSpecies } from './use-custom-species';

interface Fields {
  commonName: string;
  scientificName: string;
  category: ProposalCategory | '';
  region: string;
  submissionReason: string;
}

export function ProposeSpeciesDialog({
  trigger,
  defaultName = '',
  evidenceMediaId = null,
}: {
  trigger: ReactNode;
  defaultName?: string;
  /** The member's uploaded photo offered as evidence (the upload page's). */
  evidenceMediaId?: number | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const propose = useProposeSpecies();
  const [open, setOpen] = useState(false);
  const empty: Fields = {
    commonName: defaultName,
    scientificName: '',
    category: '',
    region: '',
    submissionReason: '',
  };
  const [fields, setFields] = useState<Fields>(empty);
  const [withPhoto, setWithPhoto] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const change = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));

  const submit = () => {
    const input = {
      commonName: fields.commonName,
      scientificName: fields.scientificName,
      category: fields.category,
      region: fields.region,
      submissionReason: fields.submissionReason,
      evidenceMediaIds: evidenceMediaId !== null && withPhoto ? [evidenceMediaId] : [],
    };
    const parsed = customSpeciesProposalInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] = [...(found[key] ?? []), issue.message];
      }
      setErrors(found);
      return;
    }
    setErrors({});
    propose.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setFields(empty);
        toast({ title: t('customSpecies.sentTitle'), description: t('customSpecies.sentDescription') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          const found: Record<string, string[]> = {};
          for (const e of error.fieldErrors) found[e.path] = [...(found[e.path] ?? []), e.message];
          setErrors(found);
        }
        toast({
          variant: 'destructive',
          title: t('customSpecies.failed'),
          description: errorMessage(error, t('common.tryAgain')),
        });
      },
    });
  };

  const field = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFields((f) => ({ ...f, commonName: f.commonName || defaultName }));
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('customSpecies.title')}</DialogTitle>
          <DialogDescription>{t('customSpecies.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-3" disabled={propose.isPending}>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-commonName`}>{t('customSpecies.commonName')}</Label>
              <Input
                {...field('commonName')}
                value={fields.commonName}
                dir="auto"
                onChange={(e) => change({ commonName: e.target.value })}
              />
              <FieldError id={`${id}-commonName-error`} messages={errors.commonName} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-scientificName`}>{t('customSpecies.scientificName')}</Label>
              <Input
                {...field('scientificName')}
                value={fields.scientificName}
                placeholder={t('customSpecies.scientificNamePlaceholder')}
                onChange={(e) => change({ scientificName: e.target.value })}
              />
              <FieldError id={`${id}-scientificName-error`} messages={errors.scientificName} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-category`}>{t('customSpecies.category')}</Label>
              <NativeSelect
                {...field('category')}
                value={fields.category}
                onChange={(e) => change({ category: e.target.value as ProposalCategory | '' })}
              >
                <option value="">{t('customSpecies.chooseCategory')}</option>
                {PROPOSAL_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`categories.names.${c}`)}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={`${id}-category-error`} messages={errors.category} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-region`}>{t('customSpecies.region')}</Label>
              <Input
                {...field('region')}
                value={fields.region}
                dir="auto"
                onChange={(e) => change({ region: e.target.value })}
              />
              <FieldError id={`${id}-region-error`} messages={errors.region} />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-submissionReason`}>{t('customSpecies.reason')}</Label>
              <textarea
                {...field('submissionReason')}
                value={fields.submissionReason}
                rows={3}
                dir="auto"
                onChange={(e) => change({ submissionReason: e.target.value })}
                className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
              />
              <FieldError id={`${id}-submissionReason-error`} messages={errors.submissionReason} />
            </div>
            {evidenceMediaId !== null && (
              <label className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={withPhoto}
                  onChange={(e) => setWithPhoto(e.target.checked)}
                />
                {t('customSpecies.attachPhoto')}
              </label>
            )}
            <FieldError id={`${id}-evidence-error`} messages={errors.evidenceMediaIds} />
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={propose.isPending}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={propose.isPending}>
              {propose.isPending ? t('customSpecies.sending') : t('customSpecies.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
