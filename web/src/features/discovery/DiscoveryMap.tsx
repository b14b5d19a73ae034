// The discovery map (Leaflet, loaded lazily with the offline country outlines under the tiles): a click chooses
// the place; the place's circle, its hot spots and its recent rare sightings (at their public points, which for
// rare ones are only somewhere in their 0.2 degree cell) are drawn on it.
import 'leaflet/dist/leaflet.css';
import type { Discovery } from '@common/schemas/discovery';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'react-router';
import { OfflineBaseLayer } from '../map/OfflineBaseLayer';
import { OSM_ATTRIBUTION, OSM_TILES } from '../map/tiles';
import { roundCoordinate } from './discovery-params';

const KM_PER_DEGREE = 111.32;

function ClickToPick({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({
    click: (event) => {
      const p = event.latlng.wrap();
      onPick(roundCoordinate(p.lat), roundCoordinate(p.lng));
    },
  });
  return null;
}

/** Shows the whole circle of a newly chosen place. */
function FitCircle({
  latitude,
  longitude,
  radiusKm,
}: {
  latitude: number;
  longitude: number;
  radiusKm: number;
}) {
  const map = useMap();
  useEffect(() => {
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLng = dLat / Math.max(0.05, Math.cos((latitude * Math.PI) / 180));
    map.fitBounds([
      [latitude - dLat, longitude - dLng],
      [latitude + dLat, longitude + dLng],
    ]);
  }, [map, latitude, longitude, radiusKm]);
  return null;
}

export default function DiscoveryMap({
  data,
  onPick,
}: {
  data: Discovery | undefined;
  onPick: (latitude: number, longitude: number) => void;
}) {
  const { t } = useTranslation();
  const centre = data?.centre;
  return (
    <MapContainer
      center={[20, 0]}
      zoom={2}
      minZoom={1}
      scrollWheelZoom={false}
      className="size-full"
      aria-label={t('discovery.place.mapLabel')}
    >
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
      <ClickToPick onPick={onPick} />
      {centre && data && (
        <>
          <FitCircle latitude={centre.latitude} longitude={centre.longitude} radiusKm={data.radiusKm} />
          <Circle
            center={[centre.latitude, centre.longitude]}
            radius={data.radiusKm * 1000}
            pathOptions={{ color: '#15803d', weight: 2, fillOpacity: 0.06 }}
          />
        </>
      )}
      {data?.hotSpots.map((spot) => (
        <CircleMarker
          key={spot.slug}
          center={[spot.latitude, spot.longitude]}
          radius={7}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#15803d', fillOpacity: 0.95 }}
        >
          <Popup>
            <Link to={`/location/${spot.slug}`}>{spot.name}</Link>
          </Popup>
        </CircleMarker>
      ))}
      {data?.rareSightings.map((r) => (
        <CircleMarker
          key={r.sightingId}
          center={[r.latitude, r.longitude]}
          radius={6}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b45309', fillOpacity: 1 }}
        >
          <Popup>
            <Link to={`/sighting/${r.sightingId}`} dir="auto">
              {r.name}
            </Link>
            {r.positionPrecision !== 'exact' && <p>{t('discovery.rare.approximate')}</p>}
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
