// The Leaflet map of the /map page, loaded lazily so Leaflet's code and styles stay on this page. Clusters are
// circles sized by their count that zoom in when chosen; sightings are dots coloured by category whose popup
// shows the picture and links to the sighting. Markers are reachable with Tab and open with Enter. The map
// reports where it looks after each move, a moment after the last one.
import type { MapCluster, MapPoint, MapView } from '@common/schemas/map';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import {
  type LatLngBox,
  MAP_UI_MAX_ZOOM,
  MAP_UI_MIN_ZOOM,
  type MapPlace,
} from '../../features/map/map-params';
import { OfflineBaseLayer } from '../../features/map/OfflineBaseLayer';
import { OSM_TILES } from '../../features/map/tiles';
import { formatNumber } from '../../lib/format';
import { PointsPopup } from './PointsPopup';

/** Moves closer together than this report once, after the last. */
export const MOVE_SETTLE_MS = 250;
/** Choosing a cluster zooms in this many levels, centred on it. */
const CLUSTER_ZOOM_STEP = 2;

export interface MapViewport {
  box: LatLngBox;
  zoom: number;
  center: { lat: number; lng: number };
}

export interface SightingsMapProps {
  /** Where the map opens; later changes are ignored (the map owns its view once shown). */
  place: MapPlace;
  view: MapView | undefined;
  onViewportChange: (viewport: MapViewport) => void;
}

const CATEGORY_DOT: Record<string, string> = {
  birds: 'bg-sky-600',
  mammals: 'bg-amber-600',
  reptiles: 'bg-lime-700',
  amphibians: 'bg-emerald-600',
  marine: 'bg-cyan-700',
  insects: 'bg-fuchsia-600',
};

function viewportOf(map: L.Map): MapViewport {
  const bounds = map.getBounds();
  const center = map.getCenter();
  return {
    box: {
      west: bounds.getWest(),
      south: bounds.getSouth(),
      east: bounds.getEast(),
      north: bounds.getNorth(),
    },
    zoom: map.getZoom(),
    center: { lat: center.lat, lng: center.lng },
  };
}

/** Reports the first view at once, then each move once it settles. */
function ViewportReporter({ onChange }: { onChange: (viewport: MapViewport) => void }) {
  const map = useMap();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current(viewportOf(map));
    return () => clearTimeout(timer.current);
  }, [map]);
  useMapEvents({
    moveend: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onChangeRef.current(viewportOf(map)), MOVE_SETTLE_MS);
    },
  });
  return null;
}

/** 28 px for one sighting, 8 px more for every tenfold. */
export function clusterSize(count: number): number {
  return Math.round(28 + 8 * Math.log10(Math.max(1, count)));
}

function ClusterMarker({ cluster, label, text }: { cluster: MapCluster; label: string; text: string }) {
  const map = useMap();
  const size = clusterSize(cluster.count);
  const icon = useMemo(
    () =>
      L.divIcon({
        className: '',
        iconSize: [size, size],
        html: `<span class="flex size-full items-center justify-center rounded-full border-2 border-white bg-brand-700/85 text-xs font-semibold text-white shadow-md ring-4 ring-brand-700/25">${text}</span>`,
      }),
    [size, text],
  );
  const zoomIn = () =>
    map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + CLUSTER_ZOOM_STEP, MAP_UI_MAX_ZOOM));
  return (
    <Marker
      position={[cluster.lat, cluster.lng]}
      icon={icon}
      title={label}
      eventHandlers={{
        add: (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', label),
        click: zoomIn,
        keypress: (e) => {
          const key = (e.originalEvent as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') zoomIn();
        },
      }}
    />
  );
}

function PointMarker({ points, label }: { points: MapPoint[]; label: string }) {
  const first = points[0] as MapPoint;
  const colour = CATEGORY_DOT[first.category ?? ''] ?? 'bg-stone-600';
  const icon = useMemo(
    () =>
      L.divIcon({
        className: '',
        iconSize: [18, 18],
        html: `<span class="block size-full rounded-full border-2 border-white ${colour} shadow-md${first.obscured ? ' ring-4 ring-stone-500/30' : ''}"></span>`,
      }),
    [colour, first.obscured],
  );
  return (
    <Marker
      position={[first.lat, first.lng]}
      icon={icon}
      title={label}
      eventHandlers={{ add: (e) => (e.target as L.Marker).getElement()?.setAttribute('aria-label', label) }}
    >
      <PointsPopup points={points} />
    </Marker>
  );
}

/** Sightings at the very same place share one marker (and one popup listing them). */
export function groupByPlace(points: MapPoint[]): MapPoint[][] {
  const groups = new Map<string, MapPoint[]>();
  for (const point of points) {
    const key = `${point.lat},${point.lng}`;
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  return [...groups.values()];
}

export default function SightingsMap({ place, view, onViewportChange }: SightingsMapProps) {
  const { t, i18n } = useTranslation();
  const places = useMemo(() => groupByPlace(view?.points ?? []), [view]);
  return (
    // Maps are not mirrored in right-to-left languages; the popups inside follow the page's direction.
    <section dir="ltr" aria-label={t('map.mapLabel')} className="h-full w-full">
      <MapContainer
        center={[place.lat, place.lng]}
        zoom={place.zoom}
        minZoom={MAP_UI_MIN_ZOOM}
        maxZoom={MAP_UI_MAX_ZOOM}
        worldCopyJump
        className="h-full w-full"
      >
        <OfflineBaseLayer />
        <TileLayer url={OSM_TILES} attribution={t('map.attribution')} maxZoom={MAP_UI_MAX_ZOOM} />
        <ViewportReporter onChange={onViewportChange} />
        {view?.clusters.map((cluster) => {
          const formatted = formatNumber(cluster.count, i18n.language);
          return (
            <ClusterMarker
              key={`${cluster.bounds.west},${cluster.bounds.north}`}
              cluster={cluster}
              text={formatted}
              label={t('map.clusterLabel', { count: cluster.count, formatted })}
            />
          );
        })}
        {places.map((group) => (
          <PointMarker
            key={group.map((p) => p.id).join(',')}
            points={group}
            label={
              group.length === 1
                ? (group[0] as MapPoint).speciesName
                : t('map.placeLabel', {
                    count: group.length,
                    formatted: formatNumber(group.length, i18n.language),
                  })
            }
          />
        ))}
      </MapContainer>
    </section>
  );
}
