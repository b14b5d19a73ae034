// The alert's centre on a Leaflet map (loaded lazily by PlaceFields, so Leaflet stays out of the rest of the
// page): a click places the pin, dragging moves it, and the circle shows the radius. The latitude and longitude
// inputs beside it are the keyboard's way to the same value.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { OfflineBaseLayer } from '../map/OfflineBaseLayer';
import { OSM_ATTRIBUTION, OSM_TILES } from '../map/tiles';

// Leaflet finds its default icon through a CSS url that bundlers rewrite; naming the files directly works.
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const WORLD_CENTER: [number, number] = [20, 0];

export interface AlertMapProps {
  position: [number, number] | null;
  radiusKm: number;
  onPick: (latitude: number, longitude: number) => void;
}

/** Shows the whole circle when the centre is set from outside the map or the radius changes. */
function FitCircle({
  position,
  radiusKm,
  pickedHere,
}: {
  position: [number, number] | null;
  radiusKm: number;
  pickedHere: RefObject<string | null>;
}) {
  const map = useMap();
  const lat = position?.[0];
  const lng = position?.[1];
  const lastRadius = useRef(radiusKm);
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const radiusChanged = lastRadius.current !== radiusKm;
    lastRadius.current = radiusKm;
    // A pin the member just placed must not make the map jump under their cursor.
    if (!radiusChanged && pickedHere.current === `${lat},${lng}`) return;
    map.fitBounds(L.latLng(lat, lng).toBounds(radiusKm * 2000), { padding: [16, 16] });
  }, [lat, lng, radiusKm, map, pickedHere]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

export default function AlertMap({ position, radiusKm, onPick }: AlertMapProps) {
  const { t } = useTranslation();
  const pickedHere = useRef<string | null>(null);
  const pick = (lat: number, lng: number) => {
    const wrapped = L.latLng(lat, lng).wrap();
    const next: [number, number] = [Number(wrapped.lat.toFixed(5)), Number(wrapped.lng.toFixed(5))];
    pickedHere.current = `${next[0]},${next[1]}`;
    onPick(next[0], next[1]);
  };
  return (
    <MapContainer
      center={position ?? WORLD_CENTER}
      zoom={position ? 7 : 2}
      minZoom={1}
      scrollWheelZoom={false}
      className="h-72 w-full rounded-md border border-stone-300"
      aria-label={t('locationAlerts.place.mapLabel')}
    >
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} maxZoom={18} />
      <ClickToPick onPick={pick} />
      <FitCircle position={position} radiusKm={radiusKm} pickedHere={pickedHere} />
      {position && (
        <>
          <Circle
            center={position}
            radius={radiusKm * 1000}
            pathOptions={{ color: '#15803d', weight: 2, fillOpacity: 0.08 }}
            eventHandlers={{ click: (event) => pick(event.latlng.lat, event.latlng.lng) }}
          />
          <Marker
            position={position}
            icon={pinIcon}
            draggable
            keyboard
            title={t('locationAlerts.place.pinTitle')}
            alt={t('locationAlerts.place.pinTitle')}
            eventHandlers={{
              dragend: (event) => {
                const { lat, lng } = (event.target as L.Marker).getLatLng();
                pick(lat, lng);
              },
            }}
          />
        </>
      )}
    </MapContainer>
  );
}
