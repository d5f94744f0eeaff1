import { styled } from 'styled-components';
import { fullAddress } from '../../../shared/address';
import type { PropertyDetail } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

const Hero = styled.section`
  position: relative;
  min-height: clamp(340px, 60vh, 560px);
  display: flex;
  align-items: flex-end;
  padding: 48px 20px;
  color: #fff;
  background: ${theme.color.darkPrimary};
  overflow: hidden;
  & > img, & > video { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  &::after { content: ''; position: absolute; inset: 0; background: linear-gradient(180deg, rgba(0,0,0,0.05) 35%, rgba(0,0,0,0.7) 100%); }
`;

const Inner = styled.div`
  position: relative;
  z-index: 1;
  max-width: 1160px;
  width: 100%;
  margin: 0 auto;
  h1 { margin: 0 0 8px; font-size: clamp(2.1rem, 7vw, 3.4rem); text-shadow: 0 2px 16px rgba(0,0,0,0.4); }
  p { margin: 0; font-size: 1.1rem; }
`;

/** Background video or image, the property's name and full address. */
export function PropertyHero({ property }: { property: PropertyDetail }) {
  const media = property.background_media[0];
  const image = property.background_media.find((m) => m.type === 'image') ?? null;
  const poster = image?.file ?? property.background_image ?? undefined;
  const srcSet = (image ? image.srcset : property.background_image_srcset) ?? undefined;
  return (
    <Hero>
      {media?.type === 'video' ? (
        <video src={media.file} poster={poster} autoPlay muted loop playsInline aria-hidden="true" />
      ) : poster ? (
        <img src={poster} srcSet={srcSet} sizes="100vw" alt="" width={image?.width ?? 1600} height={image?.height ?? 900} fetchPriority="high" />
      ) : null}
      <Inner>
        <h1>{property.name}</h1>
        <p>{fullAddress(property)}</p>
      </Inner>
    </Hero>
  );
}
