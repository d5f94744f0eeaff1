import { useRef } from 'react';
import { Map, Marker, NavigationControl } from 'react-map-gl/maplibre';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** Spec: the map's "default center near a fixed coordinate", the University of Texas at Austin area. */
export const DEFAULT_MAP_CENTER = { latitude: 30.2849, longitude: -97.7341 } as const;
/** Spec: zoom 14. */
export const MAP_ZOOM = 14;

export type MapViewProps = {
  name: string;
  latitude: number | null;
  longitude: number | null;
  mapStyleUrl: string;
  /** Called when there is no usable map: no WebGL, or the style could not be loaded. */
  onFail: () => void;
};

let prepared: Promise<void> | undefined;

/**
 * Loads maplibre and injects its stylesheet once, before the first map renders. Both are dynamic
 * imports because the server bundle inlines this module and hoists its static imports, and Node
 * cannot import a .css file.
 */
export function prepareMap(): Promise<void> {
  prepared ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]).then(
    ([, css]) => {
      const style = document.createElement('style');
      style.dataset.maplibre = '';
      style.textContent = css.default;
      document.head.append(style);
    },
    (error: unknown) => {
      prepared = undefined;
      throw error;
    },
  );
  return prepared;
}

const Frame = styled.div`
  width: 100%;
  height: 100%;
`;

/** A MapLibre map centred on the property (or the default center), with a marker when it is located. */
export function MapView({ name, latitude, longitude, mapStyleUrl, onFail }: MapViewProps) {
  const styleLoaded = useRef(false);
  const located = latitude !== null && longitude !== null;
  const label = `Map showing ${name}`;
  return (
    <Frame role="group" aria-label={label}>
      <Map
        mapStyle={mapStyleUrl}
        initialViewState={{ ...(located ? { latitude, longitude } : DEFAULT_MAP_CENTER), zoom: MAP_ZOOM }}
        style={{ width: '100%', height: '100%' }}
        // Wheel and one-finger drags scroll the page; two fingers move the map on phones.
        scrollZoom={false}
        cooperativeGestures
        locale={{ 'Map.Title': label }}
        onStyleData={() => (styleLoaded.current = true)}
        // Before the style is in, an error means there is no map at all; later ones (a tile, an image) leave it usable.
        onError={() => {
          if (!styleLoaded.current) onFail();
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {located && <Marker latitude={latitude} longitude={longitude} anchor="bottom" color={theme.color.primary} />}
      </Map>
    </Frame>
  );
}
