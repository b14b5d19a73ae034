// The analysis on screen: the photo with its guides, then one card per measure (verdict in words, the numbers
// behind it, the advice built from them) and the camera settings. Verdicts are words with an icon, never colour
// alone.
import type { PhotoAdvice, PhotoAnalysis } from '@common/schemas/photo-analysis';
import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { Histogram } from './Histogram';
import { PhotoGuides } from './PhotoGuides';

type Tone = 'good' | 'warn' | 'info';

const TONE_STYLE: Record<Tone, string> = {
  good: 'bg-brand-50 text-brand-900 border-brand-700',
  warn: 'bg-amber-50 text-amber-900 border-amber-700',
  info: 'bg-stone-100 text-stone-800 border-stone-500',
};

function VerdictBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  const Icon = tone === 'good' ? CheckCircle2 : tone === 'warn' ? AlertTriangle : Info;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium ${TONE_STYLE[tone]}`}
    >
      <Icon className="size-4" aria-hidden />
      {children}
    </span>
  );
}

function AdviceList({ items }: { items: PhotoAdvice[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="mt-3 grid list-disc gap-1 ps-5 text-stone-800">
      {items.map((a) => (
        <li key={a.key}>{t(`photoAnalysis.advice.${a.key}`, a.values)}</li>
      ))}
    </ul>
  );
}

function MeasureCard({
  id,
  title,
  verdict,
  tone,
  facts,
  advice,
  children,
}: {
  id: string;
  title: string;
  verdict: string;
  tone: Tone;
  facts: [string, string][];
  advice: PhotoAdvice[];
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`measure-${id}`}
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid={`measure-${id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`measure-${id}`} className="text-lg font-semibold text-stone-900">
          {title}
        </h3>
        <VerdictBadge tone={tone}>{verdict}</VerdictBadge>
      </div>
      {children}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <AdviceList items={advice} />
    </section>
  );
}

const toneOf = (good: boolean, info = false): Tone => (good ? 'good' : info ? 'info' : 'warn');

export function AnalysisResults({ analysis, previewUrl }: { analysis: PhotoAnalysis; previewUrl: string }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const adviceOf = (measure: PhotoAdvice['measure']) => analysis.advice.filter((a) => a.measure === measure);
  const { exposure, sharpness, placement, noise, colour, camera } = analysis;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="analysis-results">
      <div className="grid content-start gap-4">
        <PhotoGuides src={previewUrl} analysis={analysis} />
        <CameraCard camera={camera} advice={adviceOf('camera')} />
      </div>
      <div className="grid content-start gap-4">
        <MeasureCard
          id="exposure"
          title={t('photoAnalysis.exposure.title')}
          verdict={t(`photoAnalysis.exposure.verdict.${exposure.verdict}`)}
          tone={toneOf(exposure.verdict === 'good')}
          facts={[
            [t('photoAnalysis.exposure.mean'), `${n(exposure.mean)} / 255`],
            [t('photoAnalysis.exposure.shadows'), `${n(exposure.clippedShadows)} %`],
            [t('photoAnalysis.exposure.highlights'), `${n(exposure.clippedHighlights)} %`],
          ]}
          advice={adviceOf('exposure')}
        >
          <div className="mt-3">
            <Histogram
              shares={exposure.histogram}
              mean={exposure.mean}
              clippedShadows={exposure.clippedShadows}
              clippedHighlights={exposure.clippedHighlights}
            />
          </div>
        </MeasureCard>
        <MeasureCard
          id="sharpness"
          title={t('photoAnalysis.sharpness.title')}
          verdict={t(`photoAnalysis.sharpness.verdict.${sharpness.verdict}`)}
          tone={toneOf(sharpness.verdict === 'sharp')}
          facts={[
            [t('photoAnalysis.sharpness.subject'), n(Math.round(sharpness.subject))],
            [t('photoAnalysis.sharpness.frame'), n(Math.round(sharpness.frame))],
            [t('photoAnalysis.sharpness.ratio'), `× ${n(sharpness.ratio)}`],
          ]}
          advice={adviceOf('sharpness')}
        />
        <MeasureCard
          id="placement"
          title={t('photoAnalysis.placement.title')}
          verdict={
            placement
              ? t(`photoAnalysis.placement.verdict.${placement.verdict}`)
              : t('photoAnalysis.placement.verdict.none')
          }
          tone={placement ? toneOf(placement.verdict === 'thirds', placement.verdict === 'centred') : 'info'}
          facts={
            placement
              ? [
                  [t('photoAnalysis.placement.distance'), `${n(Math.round(placement.distance * 100))} %`],
                  [t('photoAnalysis.placement.area'), `${n(Math.round(placement.area * 1000) / 10)} %`],
                ]
              : []
          }
          advice={adviceOf('placement')}
        />
        <MeasureCard
          id="noise"
          title={t('photoAnalysis.noise.title')}
          verdict={t(`photoAnalysis.noise.verdict.${noise.verdict}`)}
          tone={toneOf(noise.verdict === 'clean')}
          facts={[[t('photoAnalysis.noise.sigma'), n(noise.sigma)]]}
          advice={adviceOf('noise')}
        />
        <MeasureCard
          id="colour"
          title={t('photoAnalysis.colour.title')}
          verdict={t(`photoAnalysis.colour.verdict.${colour.verdict}`)}
          tone={toneOf(colour.verdict === 'neutral', colour.verdict === 'unmeasured')}
          facts={[
            [t('photoAnalysis.colour.warmth'), n(colour.warmth)],
            [t('photoAnalysis.colour.tint'), n(colour.tint)],
            [t('photoAnalysis.colour.neutral'), `${n(colour.neutralShare)} %`],
          ]}
          advice={adviceOf('colour')}
        />
      </div>
    </div>
  );
}

function CameraCard({ camera, advice }: { camera: PhotoAnalysis['camera']; advice: PhotoAdvice[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const facts: [string, string][] = [];
  if (camera) {
    const body = [camera.make, camera.model].filter(Boolean).join(' ');
    if (body) facts.push([t('photoAnalysis.camera.body'), body]);
    if (camera.lens) facts.push([t('photoAnalysis.camera.lens'), camera.lens]);
    if (camera.focalLength !== null)
      facts.push([
        t('photoAnalysis.camera.focalLength'),
        camera.focalLength35 !== null && camera.focalLength35 !== camera.focalLength
          ? t('photoAnalysis.camera.focalWithEquivalent', {
              mm: n(camera.focalLength),
              equivalent: n(camera.focalLength35),
            })
          : `${n(camera.focalLength)} mm`,
      ]);
    if (camera.aperture !== null) facts.push([t('photoAnalysis.camera.aperture'), `f/${n(camera.aperture)}`]);
    if (camera.exposureTime !== null)
      facts.push([
        t('photoAnalysis.camera.shutter'),
        camera.exposureTime >= 1
          ? `${n(camera.exposureTime)} s`
          : `1/${n(Math.round(1 / camera.exposureTime))} s`,
      ]);
    if (camera.iso !== null) facts.push([t('photoAnalysis.camera.iso'), n(camera.iso)]);
    if (camera.takenAt) facts.push([t('photoAnalysis.camera.takenAt'), camera.takenAt.replace('T', ' ')]);
  }
  return (
    <MeasureCard
      id="camera"
      title={t('photoAnalysis.camera.title')}
      verdict={camera ? t('photoAnalysis.camera.recorded') : t('photoAnalysis.camera.none')}
      tone="info"
      facts={facts}
      advice={advice}
    />
  );
}
