// /admin/ai-settings: which identifier answers /identify and the upload forms' suggestions (the offline one:
// confirmed community photos plus what is seen nearby; or an ONNX species model the operator provides, by its
// file paths on the server), the confidence under which it says "we can't tell", and the "seen nearby" radius.
import type { AiSettings, AiSettingsResponse } from '@common/schemas/identification';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NumberField } from '../../components/ui/NumberField';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { useAiSettings, useSaveAiSettings } from '../../features/identification/use-ai-settings';
import { useCurrentLanguage } from '../../features/language/current-language';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

function SettingsForm({ settings }: { settings: AiSettingsResponse }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const save = useSaveAiSettings();
  const [identifier, setIdentifier] = useState<AiSettings['identifier']>(settings.identifier);
  const [minConfidence, setMinConfidence] = useState(String(Math.round(settings.minConfidence * 100)));
  const [radius, setRadius] = useState(String(settings.nearbyRadiusKm));
  const [modelPath, setModelPath] = useState(settings.onnxModelPath ?? '');
  const [labelsPath, setLabelsPath] = useState(settings.onnxLabelsPath ?? '');
  const [inputSize, setInputSize] = useState(String(settings.onnxInputSize));
  const fieldErrors = (field: string) =>
    save.error instanceof ApiError
      ? save.error.fieldErrors?.filter((e) => e.path === field).map((e) => e.message)
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        identifier,
        minConfidence: Number(minConfidence) / 100,
        nearbyRadiusKm: Number(radius),
        onnxModelPath: modelPath.trim() || null,
        onnxLabelsPath: labelsPath.trim() || null,
        onnxInputSize: Number(inputSize),
      },
      {
        onSuccess: () => toast({ title: t('aiSettings.saved') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('aiSettings.saveFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-6">
      <dl className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">{t('aiSettings.indexedPhotos')}</dt>
          <dd className="text-2xl font-bold text-stone-900">
            {formatNumber(settings.indexedPhotos, language)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('aiSettings.updatedAt')}</dt>
          <dd className="text-stone-900">
            {formatDate(settings.updatedAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
          </dd>
        </div>
      </dl>

      <fieldset
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5"
        disabled={save.isPending}
      >
        <legend className="px-1 font-semibold text-stone-900">{t('aiSettings.identifier.legend')}</legend>
        {(['similarity', 'onnx'] as const).map((value) => (
          <label key={value} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="identifier"
              className="mt-1 size-4 accent-brand-700"
              checked={identifier === value}
              onChange={() => setIdentifier(value)}
            />
            <span className="grid gap-0.5">
              <span className="font-medium text-stone-900">{t(`aiSettings.identifier.${value}`)}</span>
              <span className="text-stone-600">{t(`aiSettings.identifier.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2"
        disabled={save.isPending}
      >
        <legend className="px-1 font-semibold text-stone-900">{t('aiSettings.thresholds')}</legend>
        <NumberField
          id="ai-min-confidence"
          label={t('aiSettings.minConfidence')}
          min={0}
          max={100}
          value={minConfidence}
          onChange={setMinConfidence}
          hint={t('aiSettings.minConfidenceHint')}
          errors={fieldErrors('minConfidence')}
        />
        <NumberField
          id="ai-radius"
          label={t('aiSettings.radius')}
          min={1}
          max={500}
          value={radius}
          onChange={setRadius}
          errors={fieldErrors('nearbyRadiusKm')}
        />
      </fieldset>

      <fieldset
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5"
        disabled={save.isPending}
      >
        <legend className="px-1 font-semibold text-stone-900">{t('aiSettings.onnx.legend')}</legend>
        <p className="text-sm text-stone-600">{t('aiSettings.onnx.hint')}</p>
        <div className="grid gap-1">
          <Label htmlFor="ai-model-path">{t('aiSettings.onnx.modelPath')}</Label>
          <Input
            id="ai-model-path"
            dir="ltr"
            maxLength={1000}
            value={modelPath}
            placeholder="/srv/models/species.onnx"
            onChange={(e) => setModelPath(e.target.value)}
          />
          <FieldError id="ai-model-path-error" messages={fieldErrors('onnxModelPath')} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="ai-labels-path">{t('aiSettings.onnx.labelsPath')}</Label>
          <Input
            id="ai-labels-path"
            dir="ltr"
            maxLength={1000}
            value={labelsPath}
            placeholder="/srv/models/labels.txt"
            onChange={(e) => setLabelsPath(e.target.value)}
          />
          <FieldError id="ai-labels-path-error" messages={fieldErrors('onnxLabelsPath')} />
        </div>
        <div className="sm:max-w-xs">
          <NumberField
            id="ai-input-size"
            label={t('aiSettings.onnx.inputSize')}
            min={8}
            max={1024}
            value={inputSize}
            onChange={setInputSize}
            errors={fieldErrors('onnxInputSize')}
          />
        </div>
      </fieldset>

      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('aiSettings.saving') : t('aiSettings.save')}
        </Button>
      </div>
    </form>
  );
}

export default function AdminAiSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('aiSettings.title'));
  const settings = useAiSettings();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('aiSettings.title')} subtitle={t('aiSettings.subtitle')} />
      {settings.data ? (
        <SettingsForm key={settings.data.updatedAt} settings={settings.data} />
      ) : settings.isError && !settings.unauthorized ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          {errorMessage(settings.error, t('aiSettings.loadFailed'))}
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
