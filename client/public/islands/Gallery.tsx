import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { GALLERY_LIGHTBOX_AFTER, GALLERY_TILES } from '../../../shared/constants';
import type { PropertyImage } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

export type GalleryProps = { images: PropertyImage[]; propertyName: string };

// The lightbox is its own chunk: it loads when a visitor opens it.
const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));

const Grid = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(3, 1fr);
  @media (max-width: 600px) { grid-template-columns: repeat(2, 1fr); }
`;

const Tile = styled.button`
  padding: 0;
  border: 0;
  border-radius: ${theme.radius};
  overflow: hidden;
  cursor: zoom-in;
  background: ${theme.color.border};
  img { width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; transition: transform 0.2s; }
  &:hover img { transform: scale(1.03); }
`;

const ShowAll = styled.button`
  margin-top: 16px;
  padding: 10px 20px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.text};
  background: ${theme.color.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** The first six photos; 'Show all photos' opens a lightbox when there are more than five. */
export function Gallery({ images, propertyName }: GalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const alt = (img: PropertyImage, i: number) => img.caption || `${propertyName}, photo ${i + 1}`;
  return (
    <>
      <Grid>
        {images.slice(0, GALLERY_TILES).map((img, i) => (
          <Tile key={img.id} type="button" onClick={() => setOpen(i)} aria-label={`Open photo: ${alt(img, i)}`} data-testid="gallery-tile">
            <img src={img.image} srcSet={img.srcset ?? undefined} sizes="(max-width: 700px) 100vw, 34vw" alt={alt(img, i)} width={img.width ?? 1200} height={img.height ?? 800} loading="lazy" />
          </Tile>
        ))}
      </Grid>
      {images.length > GALLERY_LIGHTBOX_AFTER && (
        <ShowAll type="button" onClick={() => setOpen(0)}>
          Show all photos
        </ShowAll>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images.map((img, i) => ({ src: img.image, srcSet: img.srcset, alt: alt(img, i) }))} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
