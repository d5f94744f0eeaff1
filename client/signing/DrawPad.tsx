import { useEffect, useRef, type RefObject } from 'react';
import type SignaturePad from 'signature_pad';
import { styled } from 'styled-components';
import { theme } from '../ui/theme';
import { TextButton } from './ceremony-styles';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';

const Box = styled.div`
  display: grid;
  gap: 4px;
  .head { display: flex; justify-content: space-between; align-items: baseline; font-weight: 600; font-size: 0.9rem; }
  canvas {
    display: block;
    width: 100%;
    border: 1px dashed #9AA6B8;
    border-radius: ${theme.radius};
    background: #fff linear-gradient(to top, transparent 24px, #C9D1DB 24px, #C9D1DB 25px, transparent 25px);
    touch-action: none;
  }
`;

/**
 * A canvas to draw on with signature_pad, loaded only here (never in a page's main bundle). The
 * parent reads the canvas through `canvasRef`; `initial` redraws what was adopted before.
 */
export function DrawPad({ label, height, maxWidth, canvasRef, initial }: { label: string; height: number; maxWidth?: number; canvasRef: RefObject<HTMLCanvasElement | null>; initial: string | null }) {
  const pad = useRef<SignaturePad | null>(null);
  useEffect(() => {
    let live = true;
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (!live || !canvas) return;
      // Drawn at the screen's pixel density so the stroke stays sharp; the ink rule reads those pixels.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.current = new Pad(canvas, { penColor: '#111827', minWidth: 1.2, maxWidth: 3 });
      if (initial) void pad.current.fromDataURL(initial, { ratio: 1, width: canvas.offsetWidth, height: canvas.offsetHeight });
    });
    return () => {
      live = false;
      pad.current?.off();
      pad.current = null;
    };
    // Set up once per canvas; `initial` only seeds it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box style={{ maxWidth }}>
      <div className="head">
        <span>{label}</span>
        <TextButton type="button" onClick={() => pad.current?.clear()} aria-label={`${T.clear} ${label.toLowerCase()}`}>
          {T.clear}
        </TextButton>
      </div>
      <canvas ref={canvasRef} style={{ height }} aria-label={T.drawHere(label)} role="img" data-testid={`draw-${label.toLowerCase()}`} />
    </Box>
  );
}
