// /report-sighting: the same form without media (the server records mediaType 'none').
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { toastPublished, toastPublishFailure } from '../../features/uploads/publish-feedback';
import { SightingForm } from '../../features/uploads/SightingForm';
import { useCreateSighting } from '../../features/uploads/use-create-sighting';
import { useSightingForm } from '../../features/uploads/use-sighting-form';

export default function ReportSightingPage() {
  const { t } = useTranslation();
  usePageTitle(t('upload.page.reportTitle'));
  const navigate = useNavigate();
  const form = useSightingForm();
  const create = useCreateSighting();

  const publish = () => {
    const input = form.validate();
    if (!input) return;
    create.mutate(input, {
      onSuccess: (sighting) => {
        toastPublished(t, sighting);
        navigate(`/sighting/${sighting.id}`);
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) toastPublishFailure(t, error);
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('upload.page.reportTitle')}</h1>
        <p className="text-stone-600">{t('upload.page.reportSubtitle')}</p>
        <p className="text-sm text-stone-600">
          <Link to="/upload" className="text-brand-700 underline-offset-4 hover:underline">
            {t('upload.page.toUpload')}
          </Link>
        </p>
      </header>
      <SightingForm
        idPrefix="report"
        values={form.values}
        onChange={form.change}
        errors={form.errors}
        failedSubmits={form.failedSubmits}
        onSubmit={publish}
        pending={create.isPending}
        canSubmit
      />
    </div>
  );
}
