import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { SIGNING_MESSAGES as M } from '../../shared/leases/signing-texts';
import { FieldError, PrimaryButton, TextField } from '../ui/form';
import { theme } from '../ui/theme';
import { initialsOf, type Adopted, type AdoptKind } from './adopted';
import { Step, TextButton } from './ceremony-styles';
import { DrawPad } from './DrawPad';
import { inkedPng } from './ink-check';
import { CEREMONY_TEXTS as T } from './signing-ui-texts';
import { TypedPreview } from './TypedPreview';

const Modes = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.color.action};
  border-radius: ${theme.radius};
  overflow: hidden;
  justify-self: start;
  button { font: inherit; font-weight: 700; padding: 8px 22px; border: 0; background: #fff; color: ${theme.color.action}; cursor: pointer; }
  button[aria-pressed='true'] { background: ${theme.color.action}; color: #fff; }
`;

const Part = styled.div`
  display: grid;
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${theme.color.border};
`;

type Mode = 'draw' | 'type';

/** Step 3: the signer draws or types a signature and initials (only the kinds their places need); almost empty ones are refused here as on the server. */
export function AdoptStep({ signerName, needs, adopted, onAdopt, onBack }: { signerName: string; needs: AdoptKind[]; adopted: Adopted; onAdopt: (next: Adopted) => void; onBack: () => void }) {
  const [modes, setModes] = useState<Record<AdoptKind, Mode>>({ sig: 'draw', initial: 'draw' });
  const [typed, setTyped] = useState({ sig: signerName, initial: initialsOf(signerName) });
  const [errors, setErrors] = useState<Partial<Record<AdoptKind, string>>>({});
  const canvases = { sig: useRef<HTMLCanvasElement>(null), initial: useRef<HTMLCanvasElement>(null) };

  const adopt = () => {
    const next: Adopted = { ...adopted };
    const failed: Partial<Record<AdoptKind, string>> = {};
    for (const kind of needs) {
      const canvas = canvases[kind].current;
      const png = canvas && inkedPng(canvas);
      if (png) next[kind] = png;
      else failed[kind] = M.imageAlmostEmpty;
    }
    setErrors(failed);
    if (!Object.keys(failed).length) onAdopt(next);
  };

  const label = (kind: AdoptKind) => (kind === 'sig' ? T.signature : T.initials);
  return (
    <Step aria-labelledby="signing-adopt">
      <h3 id="signing-adopt">{T.adoptTitle}</h3>
      <p className="muted">{T.adoptIntro}</p>
      {needs.map((kind) => (
        <Part key={`${modes[kind]}-${kind}`} role="group" aria-label={label(kind)}>
          <Modes role="group" aria-label={`${label(kind)}: ${T.draw} / ${T.type}`}>
            {(['draw', 'type'] as const).map((m) => (
              <button key={m} type="button" aria-pressed={modes[kind] === m} onClick={() => setModes((all) => ({ ...all, [kind]: m }))}>
                {m === 'draw' ? T.draw : T.type}
              </button>
            ))}
          </Modes>
          {modes[kind] === 'draw' ? (
            <DrawPad label={label(kind)} height={kind === 'sig' ? 150 : 110} maxWidth={kind === 'sig' ? undefined : 240} canvasRef={canvases[kind]} initial={adopted[kind]} />
          ) : (
            <>
              <TextField label={kind === 'sig' ? T.typedName : T.typedInitials} name={`typed-${kind}`} value={typed[kind]} onValue={(v) => setTyped((t) => ({ ...t, [kind]: v }))} autoComplete="off" />
              <TypedPreview text={typed[kind]} width={kind === 'sig' ? 640 : 240} height={kind === 'sig' ? 160 : 120} canvasRef={canvases[kind]} label={label(kind)} />
            </>
          )}
          {errors[kind] && <FieldError role="alert">{`${label(kind)}: ${errors[kind]}`}</FieldError>}
        </Part>
      ))}
      <div className="actions">
        <PrimaryButton type="button" onClick={adopt}>
          {T.adopt}
        </PrimaryButton>
        <TextButton type="button" onClick={onBack}>
          {T.back}
        </TextButton>
      </div>
    </Step>
  );
}
