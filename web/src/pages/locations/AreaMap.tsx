// Leaflet maps of the location pages (loaded lazily, with the offline country outlines under the tiles): one
// area's circle and its sightings, or every listed area as a dot opening its page.
import 'leaflet/dist/leaflet.css';
import type { LocationMap, LocationSummary } from '@common/schemas/locations';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from 'react-leaflet';
import { Link } from 'react-router';
import { OfflineBaseLayer } from '../../features/map/OfflineBaseLayer';
import { OSM_ATTRIBUTION, OSM_TILES } from '../../features/map/tiles';

const KM_PER_DEGREE = 111.32;

export function AreaMap({
  area,
  points,
}: {
  area: Pick<LocationSummary, 'latitude' | 'longitude' | 'radiusKm' | 'name'>;
  points: LocationMap['points'];
}) {
  const { t } = useTranslation();
  const dLat = area.radiusKm / KM_PER_DEGREE;
  const dLng = dLat / Math.max(0.05, Math.cos((area.latitude * Math.PI) / 180));
  return (
    <MapContainer
      bounds={[
        [area.latitude - dLat, area.longitude - dLng],
        [area.latitude + dLat, area.longitude + dLng],
      ]}
      scrollWheelZoom={false}
      className="size-full"
      maxZoom={14}
    >
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
      <Circle
        center={[area.latitude, area.longitude]}
        radius={area.radiusKm * 1000}
        pathOptions={{ color: '#15803d', weight: 2, fillOpacity: 0.08 }}
      >
        <Tooltip>{area.name}</Tooltip>
      </Circle>
      {points.map((p) => (
        <CircleMarker
          key={p.sightingId}
          center={[p.latitude, p.longitude]}
          radius={6}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b45309', fillOpacity: 1 }}
        >
          <Popup>
            <Link to={`/sighting/${p.sightingId}`}>{t('speciesPage.viewSighting')}</Link>
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}

export function AreasMap({ areas }: { areas: LocationSummary[] }) {
  return (
    <MapContainer center={[20, 10]} zoom={1} minZoom={1} scrollWheelZoom={false} className="size-full">
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
      {areas.map((a) => (
        <CircleMarker
          key={a.slug}
          center={[a.latitude, a.longitude]}
          radius={5}
          pathOptions={{ color: '#ffffff', weight: 1, fillColor: '#15803d', fillOpacity: 0.9 }}
        >
          <Popup>
            <Link to={`/location/${a.slug}`}>{a.name}</Link>
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
