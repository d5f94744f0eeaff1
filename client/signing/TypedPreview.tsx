import { useEffect, type RefObject } from 'react';
import { styled } from 'styled-components';
import { theme } from '../ui/theme';

const Canvas = styled.canvas`
  display: block;
  width: 100%;
  height: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: #fff;
`;

/** The typed text written in the handwriting font (loaded on first use) on a canvas the parent reads. */
export function TypedPreview({ text, width, height, canvasRef, label }: { text: string; width: number; height: number; canvasRef: RefObject<HTMLCanvasElement | null>; label: string }) {
  useEffect(() => {
    let live = true;
    void import('./typed-signature').then(async ({ drawTyped, loadHandwriting }) => {
      await loadHandwriting(text).catch(() => undefined);
      if (live && canvasRef.current) drawTyped(canvasRef.current, text);
    });
    return () => {
      live = false;
    };
  }, [text, canvasRef]);
  return <Canvas ref={canvasRef} width={width} height={height} style={{ maxWidth: width / 2 }} role="img" aria-label={`${label}: ${text}`} data-testid={`typed-${label.toLowerCase()}`} />;
}
