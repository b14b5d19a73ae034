// The analysed photo with the rule-of-thirds grid, the subject's box and, when placed, a line from the subject's
// centre to the nearest thirds intersection. The drawing is decoration over the photo; the caption says it in words.
import type { PhotoAnalysis } from '@common/schemas/photo-analysis';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PhotoGuides({ src, analysis }: { src: string; analysis: PhotoAnalysis }) {
  const { t } = useTranslation();
  // Browsers other than Safari cannot show HEIC: the guides are then drawn over a frame of the photo's shape.
  const [broken, setBroken] = useState(false);
  const { box } = analysis.subject;
  const placement = analysis.placement;
  const caption =
    analysis.subject.source === 'detector'
      ? t('photoAnalysis.guides.detected', {
          label: t(`photoAnalysis.labels.${(analysis.subject.label ?? '').replaceAll(' ', '_')}`, {
            defaultValue: analysis.subject.label ?? '',
          }),
          score: Math.round((analysis.subject.score ?? 0) * 100),
        })
      : t('photoAnalysis.guides.centre');
  return (
    <figure className="grid gap-2">
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        {broken ? (
          <div
            className="grid place-items-center p-4 text-center text-sm text-stone-700"
            style={{ aspectRatio: `${analysis.width} / ${analysis.height}` }}
          >
            {t('photoAnalysis.guides.noPreview')}
          </div>
        ) : (
          <img
            src={src}
            alt={t('photoAnalysis.guides.alt')}
            width={analysis.width}
            height={analysis.height}
            className="block h-auto w-full"
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
        <svg
          aria-hidden
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 size-full"
          data-testid="photo-guides"
        >
          {[100 / 3, 200 / 3].map((p) => (
            <g key={p} className="stroke-white/80" strokeWidth={1} vectorEffect="non-scaling-stroke">
              <line x1={p} x2={p} y1={0} y2={100} vectorEffect="non-scaling-stroke" strokeDasharray="4 4" />
              <line x1={0} x2={100} y1={p} y2={p} vectorEffect="non-scaling-stroke" strokeDasharray="4 4" />
            </g>
          ))}
          <rect
            x={box.x * 100}
            y={box.y * 100}
            width={box.width * 100}
            height={box.height * 100}
            fill="none"
            className={analysis.subject.source === 'detector' ? 'stroke-accent-400' : 'stroke-white'}
            strokeWidth={3}
            vectorEffect="non-scaling-stroke"
            strokeDasharray={analysis.subject.source === 'detector' ? undefined : '6 4'}
            data-testid="subject-box"
          />
          {placement && (
            <line
              x1={placement.centre.x * 100}
              y1={placement.centre.y * 100}
              x2={placement.nearest.x * 100}
              y2={placement.nearest.y * 100}
              className="stroke-accent-400"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
      </div>
      <figcaption className="text-sm text-stone-700">{caption}</figcaption>
    </figure>
  );
}
