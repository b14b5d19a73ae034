// The Leaflet map of /migrations (loaded lazily, with the offline country outlines under the tiles): every listed
// migration's route as a line, a dot where it starts and an arrowhead where it ends; the chosen one drawn on top.
import 'leaflet/dist/leaflet.css';
import type { MigrationPattern } from '@common/schemas/migrations';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { OfflineBaseLayer } from '../../features/map/OfflineBaseLayer';
import { OSM_ATTRIBUTION, OSM_TILES } from '../../features/map/tiles';

export const CATEGORY_COLOURS: Record<MigrationPattern['category'], string> = {
  birds: '#0369a1',
  mammals: '#b45309',
  marine: '#0f766e',
  insects: '#a21caf',
};

type Point = [number, number];

/**
 * The route with longitudes made continuous (a route crossing the antimeridian jumps from 179 to -179): each
 * point is moved by whole turns to lie within 180 degrees of the previous one, so the line takes the short way.
 */
export function continuousRoute(route: Point[]): Point[] {
  const out: Point[] = [];
  for (const [lat, lon] of route) {
    const prev = out[out.length - 1];
    let l = lon;
    if (prev) {
      while (l - prev[1] > 180) l -= 360;
      while (l - prev[1] < -180) l += 360;
    }
    out.push([lat, l]);
  }
  return out;
}

/** The two short strokes of an arrowhead at the route's last point, pointing along its last leg. */
export function arrowHead(route: Point[], size = 2.5): Point[][] {
  const end = route[route.length - 1];
  const before = route[route.length - 2];
  if (!end || !before) return [];
  const angle = Math.atan2(end[0] - before[0], end[1] - before[1]);
  const stroke = (turn: number): Point => [
    end[0] - size * Math.sin(angle + turn),
    end[1] - size * Math.cos(angle + turn),
  ];
  return [
    [stroke(Math.PI / 6), end],
    [stroke(-Math.PI / 6), end],
  ];
}

function FitSelected({ route }: { route: Point[] | null }) {
  const map = useMap();
  useEffect(() => {
    if (route && route.length > 1) map.fitBounds(route, { padding: [24, 24], maxZoom: 7 });
  }, [map, route]);
  return null;
}

export default function RoutesMap({
  patterns,
  selectedId,
  onSelect,
}: {
  patterns: MigrationPattern[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const selected = patterns.find((p) => p.id === selectedId) ?? null;
  // The chosen route last, so it is drawn over the others.
  const ordered = selected ? [...patterns.filter((p) => p !== selected), selected] : patterns;
  return (
    <MapContainer
      center={[20, 10]}
      zoom={1}
      minZoom={1}
      scrollWheelZoom={false}
      worldCopyJump
      className="size-full"
    >
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
      <FitSelected route={selected ? continuousRoute(selected.route) : null} />
      {ordered.map((p) => {
        const route = continuousRoute(p.route);
        const colour = CATEGORY_COLOURS[p.category];
        const chosen = p === selected;
        const weight = chosen ? 5 : 3;
        const opacity = selected && !chosen ? 0.45 : 0.9;
        const handlers = { click: () => onSelect(p.id) };
        const start = route[0];
        return (
          <Fragment key={p.id}>
            <Polyline
              positions={route}
              pathOptions={{ color: colour, weight, opacity }}
              eventHandlers={handlers}
            >
              <Tooltip sticky>
                {p.commonName}: {p.migrationName}
              </Tooltip>
            </Polyline>
            <Polyline
              positions={arrowHead(route)}
              pathOptions={{ color: colour, weight, opacity }}
              eventHandlers={handlers}
            />
            {start && (
              <CircleMarker
                center={start}
                radius={chosen ? 6 : 4}
                pathOptions={{ color: '#ffffff', weight: 1, fillColor: colour, fillOpacity: opacity }}
                eventHandlers={handlers}
              >
                <Tooltip>{t('migrations.startsAt', { place: p.startLocation })}</Tooltip>
              </CircleMarker>
            )}
          </Fragment>
        );
      })}
    </MapContainer>
  );
}
