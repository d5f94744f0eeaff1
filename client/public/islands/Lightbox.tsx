import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

/** `srcSet`: the photo's WebP copies; the screen-wide one is shown instead of the original upload. */
type Props = { images: { src: string; srcSet: string | null; alt: string }[]; start: number; onClose: () => void };

const Dialog = styled.dialog`
  width: 100vw;
  height: 100vh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgba(10, 11, 16, 0.94);
  color: #fff;
  &::backdrop { background: rgba(10, 11, 16, 0.94); }
`;

const Stage = styled.div`
  height: 100%;
  display: grid;
  grid-template-rows: auto 1fr auto;
  padding: 16px;
  gap: 12px;
  img { max-width: 100%; max-height: 100%; margin: auto; object-fit: contain; }
`;

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
`;

const Button = styled.button`
  min-width: 44px;
  height: 44px;
  padding: 0 14px;
  border-radius: 22px;
  border: 1px solid rgba(255, 255, 255, 0.4);
  background: transparent;
  color: #fff;
  font: inherit;
  font-size: 1rem;
  cursor: pointer;
`;

/** Full-screen photo viewer: arrows or buttons move, Escape or Close leaves. */
export function Lightbox({ images, start, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const move = (step: number) => setIndex((i) => (i + step + images.length) % images.length);

  useEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    return () => dialog.close();
  }, []);

  const current = images[index]!;
  return (
    <Dialog
      ref={ref}
      aria-label="All photos"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') move(1);
        if (e.key === 'ArrowLeft') move(-1);
      }}
    >
      <Stage>
        <Bar>
          <span aria-live="polite" data-testid="lightbox-counter">
            {index + 1} / {images.length}
          </span>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </Bar>
        <img src={current.src} srcSet={current.srcSet ?? undefined} sizes="100vw" alt={current.alt} />
        <Bar>
          <Button type="button" onClick={() => move(-1)} aria-label="Previous photo">
            ‹ Previous
          </Button>
          <Button type="button" onClick={() => move(1)} aria-label="Next photo">
            Next ›
          </Button>
        </Bar>
      </Stage>
    </Dialog>
  );
}
