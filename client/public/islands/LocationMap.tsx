import { useEffect, useRef, useState, type ComponentType } from 'react';
import { styled } from 'styled-components';
import { theme } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { MapViewProps } from './MapView';

export type LocationMapProps = { name: string; address: string; latitude: number | null; longitude: number | null; mapStyleUrl: string | null };

/** OpenStreetMap at the stored coordinates, else a search for the address. */
export function mapsSiteUrl({ address, latitude, longitude }: Pick<LocationMapProps, 'address' | 'latitude' | 'longitude'>): string {
  if (latitude !== null && longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 20px;
  margin-bottom: 16px;
`;

const Address = styled.address`
  font-style: normal;
  font-size: 1.05rem;
`;

const MapsLink = styled.a`
  color: ${theme.color.action};
  font-weight: 600;
`;

const MapBox = styled.div`
  position: relative;
  height: 360px;
  border-radius: ${theme.radius};
  overflow: hidden;
  background: ${theme.color.border};
  @media (max-width: ${theme.breakpoint.sm}) { height: 280px; }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.color.muted};
`;

/**
 * The location block: the address and a link to a maps site, always in the HTML; with a map style
 * configured, a map that loads (code, style and all) only when the block nears the viewport.
 */
export function LocationMap({ name, address, latitude, longitude, mapStyleUrl }: LocationMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [View, setView] = useState<ComponentType<MapViewProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let active = true;
    const load = () =>
      import('./MapView')
        .then(async ({ MapView, prepareMap }) => {
          await prepareMap();
          if (active) setView(() => MapView);
        })
        .catch((error: unknown) => {
          console.warn('map could not be loaded', error);
          if (active) setFailed(true);
        });
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [mapStyleUrl]);

  const hasPlace = Boolean(address) || (latitude !== null && longitude !== null);
  return (
    <>
      <Details>
        {address && <Address>{address}</Address>}
        {hasPlace && (
          <MapsLink href={mapsSiteUrl({ address, latitude, longitude })} target="_blank" rel="noopener noreferrer">
            Open in maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </MapsLink>
        )}
      </Details>
      {mapStyleUrl && !failed && (
        <MapBox ref={box} data-testid="location-map-box">
          {View && <View name={name} latitude={latitude} longitude={longitude} mapStyleUrl={mapStyleUrl} onFail={() => setFailed(true)} />}
        </MapBox>
      )}
      {failed && <Note role="status">The map could not be loaded.</Note>}
    </>
  );
}
