// /admin/ai-settings: which identifier answers /identify and the upload forms' suggestions (the offline one:
// confirmed community photos plus what is seen nearby; or an ONNX species model the operator provides, by its
// file paths on the server), the confidence under which it says "we can't tell", and the "seen nearby" radius.
import type { AiSettings, AiSettingsResponse } from '@common/schemas/identification';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { useAiSettings, useSaveAiSettings } from '../../features/identification/use-ai-settings';
import { useCurrentLanguage } from '../../features/language/current-language';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';

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
        <div className="grid content-start gap-1">
          <Label htmlFor="ai-min-confidence">{t('aiSettings.minConfidence')}</Label>
          <Input
            id="ai-min-confidence"
            type="number"
            min={0}
            max={100}
            step={1}
            required
            value={minConfidence}
            onChange={(e) => setMinConfidence(e.target.value)}
          />
          <p className="text-xs text-stone-600">{t('aiSettings.minConfidenceHint')}</p>
          <FieldError id="ai-min-confidence-error" messages={fieldErrors('minConfidence')} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor="ai-radius">{t('aiSettings.radius')}</Label>
          <Input
            id="ai-radius"
            type="number"
            min={1}
            max={500}
            step={1}
            required
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
          <FieldError id="ai-radius-error" messages={fieldErrors('nearbyRadiusKm')} />
        </div>
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
        <div className="grid gap-1 sm:max-w-xs">
          <Label htmlFor="ai-input-size">{t('aiSettings.onnx.inputSize')}</Label>
          <Input
            id="ai-input-size"
            type="number"
            min={8}
            max={1024}
            step={1}
            required
            value={inputSize}
            onChange={(e) => setInputSize(e.target.value)}
          />
          <FieldError id="ai-input-size-error" messages={fieldErrors('onnxInputSize')} />
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
      <header className="grid gap-2">
        <Link
          to="/admin/dashboard"
          className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t('moderation.admin.back')}
        </Link>
        <h1 className="text-3xl font-bold text-stone-900">{t('aiSettings.title')}</h1>
        <p className="text-stone-600">{t('aiSettings.subtitle')}</p>
      </header>
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
