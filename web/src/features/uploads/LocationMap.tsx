// The map pin picker (Leaflet + OpenStreetMap tiles). Loaded lazily by LocationPicker, so Leaflet's code and
// styles stay out of every other page; a click places the pin, dragging moves it.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

import { OSM_TILES } from '../map/tiles';

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
const PLACE_ZOOM = 13;

export interface LocationMapProps {
  position: [number, number] | null;
  onPick: (latitude: number, longitude: number) => void;
}

function round(n: number): number {
  return Number(n.toFixed(6));
}

/** Follows coordinates set from outside the map (typed, from the photo, from 'Use my location'). */
function FollowPosition({
  position,
  pickedHere,
}: {
  position: [number, number] | null;
  pickedHere: RefObject<string | null>;
}) {
  const map = useMap();
  const lat = position?.[0];
  const lng = position?.[1];
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    // A pin the member just placed on the map must not make the map jump under their cursor.
    if (pickedHere.current === `${lat},${lng}`) return;
    map.setView([lat, lng], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [lat, lng, map, pickedHere]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

export default function LocationMap({ position, onPick }: LocationMapProps) {
  const { t } = useTranslation();
  const pickedHere = useRef<string | null>(null);
  const pick = (lat: number, lng: number) => {
    const wrapped = L.latLng(lat, lng).wrap();
    const next: [number, number] = [round(wrapped.lat), round(wrapped.lng)];
    pickedHere.current = `${next[0]},${next[1]}`;
    onPick(next[0], next[1]);
  };
  return (
    <MapContainer
      center={position ?? WORLD_CENTER}
      zoom={position ? PLACE_ZOOM : 2}
      scrollWheelZoom={false}
      className="h-64 w-full rounded-md border border-stone-300"
      aria-label={t('upload.location.mapLabel')}
    >
      <TileLayer url={OSM_TILES} attribution={t('upload.location.attribution')} maxZoom={19} />
      <ClickToPick onPick={pick} />
      <FollowPosition position={position} pickedHere={pickedHere} />
      {position && (
        <Marker
          position={position}
          icon={pinIcon}
          draggable
          keyboard
          title={t('upload.location.pinTitle')}
          alt={t('upload.location.pinTitle')}
          eventHandlers={{
            dragend: (event) => {
              const { lat, lng } = (event.target as L.Marker).getLatLng();
              pick(lat, lng);
            },
          }}
        />
      )}
    </MapContainer>
  );
}
