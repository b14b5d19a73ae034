// The rare tracker's map (loaded lazily): each record drawn as a wide pale circle around the centre of its
// 0.2 degree cell, the only position the server gives, so no dot suggests a place finer than that.
import 'leaflet/dist/leaflet.css';
import type { RareSighting } from '@common/schemas/rare-tracker';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { OfflineBaseLayer } from '../map/OfflineBaseLayer';
import { OSM_ATTRIBUTION, OSM_TILES } from '../map/tiles';

/**
 * Drawn in pixels so a record shows at world scale too; zooming stops at 8, where a 0.2 degree cell (about 22 km)
 * is about as wide as the circle, so the map never looks finer than the position it has.
 */
const CIRCLE_PIXELS = 14;
const MAX_ZOOM = 8;

export function RareMap({
  records,
  labelOf,
}: {
  records: RareSighting[];
  labelOf: (r: RareSighting) => string;
}) {
  return (
    <MapContainer
      center={[20, 10]}
      zoom={1}
      minZoom={1}
      maxZoom={MAX_ZOOM}
      scrollWheelZoom={false}
      className="size-full"
    >
      <OfflineBaseLayer />
      <TileLayer url={OSM_TILES} attribution={OSM_ATTRIBUTION} />
      {records.map((r) => (
        <CircleMarker
          key={r.id}
          center={[r.latitude, r.longitude]}
          radius={CIRCLE_PIXELS}
          pathOptions={{ color: '#b45309', weight: 1, opacity: 0.6, fillColor: '#f59e0b', fillOpacity: 0.25 }}
        >
          <Popup>
            <a href={`#rare-${r.id}`}>{labelOf(r)}</a>
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
