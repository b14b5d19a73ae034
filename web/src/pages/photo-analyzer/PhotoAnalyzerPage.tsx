// /photo-analyzer: choose or drop a photo, see its exposure, sharpness, placement, noise, colour and camera
// settings measured, with advice. Open to visitors; the photo is analysed by the server and not kept.
import type { PhotoAnalysis } from '@common/schemas/photo-analysis';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { AnalysisResults } from '../../features/photo-analysis/AnalysisResults';
import { AnalysisError, analysePhoto } from '../../features/photo-analysis/analyse-photo';
import { ACCEPT_PHOTOS, MediaDropzone, useObjectUrl } from '../../features/uploads/MediaDropzone';

export default function PhotoAnalyzerPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.photoAnalyzer.title'));
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = useObjectUrl(file);
  const analysis = useMutation<PhotoAnalysis, Error, File>({ mutationFn: analysePhoto });

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    setFile(chosen);
    analysis.mutate(chosen);
  };
  const problem =
    analysis.error instanceof AnalysisError ? analysis.error.problem : analysis.error ? 'failed' : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t('pages.photoAnalyzer.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('photoAnalysis.intro')}</p>
      <div className="mt-6">
        {analysis.isIdle || problem ? (
          <MediaDropzone
            accept={ACCEPT_PHOTOS}
            onFiles={choose}
            title={t('photoAnalysis.drop.title')}
            hint={t('photoAnalysis.drop.hint')}
            inputLabel={t('photoAnalysis.drop.input')}
          />
        ) : null}
        {problem && (
          <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {t(`photoAnalysis.errors.${problem}`)}
          </p>
        )}
        {analysis.isPending && (
          <p
            role="status"
            className="flex items-center gap-3 py-10 text-stone-800"
            data-testid="analysis-pending"
          >
            <Spinner />
            {t('photoAnalysis.analysing', { name: file?.name ?? '' })}
          </p>
        )}
      </div>
      {analysis.data && previewUrl && (
        <div className="mt-6 grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl font-semibold text-stone-900" dir="auto">
              {t('photoAnalysis.resultsTitle', { name: file?.name ?? '' })}
            </h2>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setFile(null);
                analysis.reset();
              }}
            >
              {t('photoAnalysis.another')}
            </Button>
          </div>
          <AnalysisResults analysis={analysis.data} previewUrl={previewUrl} />
          <p className="text-sm text-stone-600">{t('photoAnalysis.privacy')}</p>
        </div>
      )}
    </div>
  );
}
