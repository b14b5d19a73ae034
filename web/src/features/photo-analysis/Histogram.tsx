// The luminance histogram as a small SVG: one bar per bin from black to white, the clipped ends marked. Its
// accessible name says what a sighted reader takes from it: the mean and how much is clipped at each end.
import { useTranslation } from 'react-i18next';

const WIDTH = 256;
const HEIGHT = 80;

export function Histogram({
  shares,
  mean,
  clippedShadows,
  clippedHighlights,
}: {
  shares: number[];
  mean: number;
  clippedShadows: number;
  clippedHighlights: number;
}) {
  const { t } = useTranslation();
  const label = t('photoAnalysis.histogram.label', {
    mean,
    shadows: clippedShadows,
    highlights: clippedHighlights,
  });
  // Scaled to the tallest bar but never so far that a nearly flat histogram looks spiky.
  const tallest = Math.max(0.02, ...shares);
  const barWidth = WIDTH / Math.max(1, shares.length);
  return (
    <figure className="grid gap-1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-20 w-full rounded-md border border-stone-300 bg-gradient-to-r from-stone-900 via-stone-400 to-white"
        preserveAspectRatio="none"
        data-testid="luminance-histogram"
      >
        <title>{label}</title>
        {shares.map((share, i) => {
          const height = Math.min(HEIGHT, (share / tallest) * HEIGHT);
          return (
            <rect
              // The bins never move: the index is the bin.
              key={i}
              x={i * barWidth}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              className="fill-brand-700"
              opacity={0.85}
            />
          );
        })}
        <line
          x1={mean}
          x2={mean}
          y1={0}
          y2={HEIGHT}
          className="stroke-accent-400"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-stone-600">
        <span>{t('photoAnalysis.histogram.black')}</span>
        <span>{t('photoAnalysis.histogram.white')}</span>
      </figcaption>
    </figure>
  );
}
