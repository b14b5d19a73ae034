// The small map of where a sighting was made (Leaflet + OpenStreetMap tiles). Loaded lazily by the sighting
// page, so Leaflet's code and styles only come with sightings that have coordinates.
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { OSM_ATTRIBUTION, OSM_TILES } from '../../features/map/tiles';

const PLACE_ZOOM = 11;

export default function SightingMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation();
  return (
    <section
      className="h-56 overflow-hidden rounded-xl border border-stone-200"
      aria-label={t('sightingPage.mapLabel')}
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={PLACE_ZOOM}
        // The page scrolls past the map; zooming needs the buttons or a pinch.
        scrollWheelZoom={false}
        className="size-full"
      >
        <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
        {/* A vector circle needs no marker image files. */}
        <CircleMarker
          center={[latitude, longitude]}
          radius={9}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#15803d', fillOpacity: 1 }}
        />
      </MapContainer>
    </section>
  );
}
