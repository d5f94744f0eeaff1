import { useCallback, useEffect, useRef, useState } from 'react';

export type FadingDialog<M> = { key: number; mode: M; closing: boolean };

/** What a dialog opened in a mode through useFadingDialog is given. */
export type FadingDialogProps<M, T> = {
  mode: M;
  /** Fading out: the fields stay as they were until the dialog goes (and start over next time). */
  closing: boolean;
  onClose: () => void;
  onSaved: (value: T) => void;
};

/**
 * A dialog that fades out for `fadeMs` with what was typed and only then unmounts, so the next one
 * starts with fresh fields; focus goes back to what opened it.
 */
export function useFadingDialog<M>(fadeMs: number) {
  const [dialog, setDialog] = useState<FadingDialog<M> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = useCallback((mode: M) => {
    window.clearTimeout(timer.current);
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ key: Date.now(), mode, closing: false });
  }, []);

  const close = useCallback(() => {
    setDialog((d) => d && { ...d, closing: true });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setDialog(null);
      if (opener.current?.isConnected) opener.current.focus();
    }, fadeMs);
  }, [fadeMs]);

  /** Gone at once (the screen is being left). */
  const dismiss = useCallback(() => {
    window.clearTimeout(timer.current);
    setDialog(null);
  }, []);

  return { dialog, open, close, dismiss };
}
