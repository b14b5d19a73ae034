// Country outlines drawn under the map tiles (Natural Earth 1:110m, from the world-atlas package): where tiles
// cannot load (offline in the field, a blocked tile server) the map still shows the world, and the sightings on it
// keep their bearings. The outlines come in their own chunk once the map is up, so the page's first load does not
// pay for them.
import type { FeatureCollection } from 'geojson';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';

/** Below Leaflet's tile pane (200): the tiles cover the outlines wherever they load. */
const OFFLINE_PANE_Z_INDEX = 150;

async function loadOutlines(): Promise<FeatureCollection> {
  const [{ feature }, atlas] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/countries-110m.json'),
  ]);
  const topology = atlas.default as unknown as Parameters<typeof feature>[0];
  const countries = topology.objects.countries;
  if (!countries) throw new Error('world-atlas has no countries');
  return feature(topology, countries) as FeatureCollection;
}

export function OfflineBaseLayer() {
  const [outlines, setOutlines] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    let alive = true;
    loadOutlines().then(
      (data) => {
        if (alive) setOutlines(data);
      },
      // Without outlines the map is as it was: tiles only.
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return (
    <Pane name="offline-base" style={{ zIndex: OFFLINE_PANE_Z_INDEX }}>
      {outlines && (
        <GeoJSON
          data={outlines}
          interactive={false}
          style={{ color: '#a8a29e', weight: 0.7, fillColor: '#f5f5f4', fillOpacity: 1 }}
        />
      )}
    </Pane>
  );
}
