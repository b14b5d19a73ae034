// Where the species' public sightings were made (Leaflet + OpenStreetMap tiles), at the positions the public may
// see: coarse ones (rare or threatened species) drawn as wide pale circles. Loaded lazily when scrolled to.
import 'leaflet/dist/leaflet.css';
import type { SpeciesMapPoint } from '@common/schemas/species-pages';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { Link } from 'react-router';
import { OfflineBaseLayer } from '../../features/map/OfflineBaseLayer';
import { OSM_ATTRIBUTION, OSM_TILES } from '../../features/map/tiles';

function bounds(points: SpeciesMapPoint[]): [[number, number], [number, number]] {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const pad = 0.5;
  return [
    [Math.min(...lats) - pad, Math.min(...lngs) - pad],
    [Math.max(...lats) + pad, Math.max(...lngs) + pad],
  ];
}

export default function SpeciesMap({ points }: { points: SpeciesMapPoint[] }) {
  const { t } = useTranslation();
  return (
    <MapContainer bounds={bounds(points)} scrollWheelZoom={false} className="size-full" maxZoom={12}>
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
      {points.map((p) => (
        <CircleMarker
          key={p.sightingId}
          center={[p.latitude, p.longitude]}
          radius={p.coarse ? 14 : 7}
          pathOptions={
            p.coarse
              ? { color: '#b45309', weight: 1, fillColor: '#f59e0b', fillOpacity: 0.35 }
              : { color: '#ffffff', weight: 2, fillColor: '#15803d', fillOpacity: 1 }
          }
        >
          <Popup>
            <Link to={`/sighting/${p.sightingId}`}>{t('speciesPage.viewSighting')}</Link>
            {p.coarse && <p>{t('speciesPage.coarseNote')}</p>}
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
