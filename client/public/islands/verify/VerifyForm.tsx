import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../../shared/constants';
import { SIGNING_MESSAGES as M, VERIFY_MAX_BYTES, VERIFY_TEXTS as T } from '../../../../shared/leases/signing-texts';
import type { VerifyAnswer } from '../../../../shared/leases/signing-types';
import { ApiError, errorMessage, fieldMessages } from '../../../../shared/api-errors';
import { requestJson } from '../../../api/http';
import { FieldError, FieldGroup, FieldLabel, PrimaryButton, TextField } from '../../../ui/form';
import { useTypedBeforeHydration } from '../../../ui/form-state';
import { theme } from '../../../ui/theme';
import { FormAlert } from '../../auth/layout';
import type { VerifyPosted } from '../../verify-posted';
import { canHash, looksLikePdf, sha256Hex } from './fingerprint';
import { VerifyResult } from './VerifyResult';

export type VerifyFormProps = { posted: VerifyPosted | null };

const ENDPOINT = '/api/verify/';

const Form = styled.form`
  display: grid;
  gap: 14px;
  input[type='file'] { padding: 9px 10px; cursor: pointer; }
  input[name='sha256'] { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.78rem; }
  & > button { justify-self: start; min-width: 140px; }
`;

const Or = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${theme.color.muted};
  font-size: 0.9rem;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${theme.color.border}; }
`;

// Kept in the page while empty, so screen readers announce the answer when it appears.
const Answer = styled.div`
  &:not(:empty) { margin-top: 20px; }
`;

type Errors = Record<string, string | undefined>;

/** The answer for a file: its hash sent alone where the browser can hash (the file stays here), else the file itself. */
async function verifyFile(file: File): Promise<VerifyAnswer> {
  if (!canHash()) {
    const body = new FormData();
    body.append('file', file);
    const res = await fetch(ENDPOINT, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const parsed: unknown = await res.json().catch(() => null);
    if (!res.ok) throw new ApiError(res.status, parsed);
    return parsed as VerifyAnswer;
  }
  if (file.size > VERIFY_MAX_BYTES) throw new ApiError(413, { file: [M.verifyFileTooLarge] });
  if (!(await looksLikePdf(file))) throw new ApiError(415, { file: [M.verifyNotPdf] });
  return requestJson<VerifyAnswer>('POST', ENDPOINT, { sha256: await sha256Hex(file) });
}

/**
 * Verify a document: a PDF file or its SHA-256. With JavaScript the answer shows in place; without,
 * the form posts (multipart) to the page, which the server renders with the answer.
 */
export function VerifyForm({ posted }: VerifyFormProps) {
  const [values, setValues] = useState({ sha256: posted?.sha256 ?? '' });
  const [errors, setErrors] = useState<Errors>(() => ({ ...posted?.errors }));
  const [answer, setAnswer] = useState<VerifyAnswer | null>(posted?.answer ?? null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(form, setValues);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const sha256 = values.sha256.trim();
    setAnswer(null);
    if (file && sha256) return setErrors({ non_field_errors: M.verifyBothGiven });
    if (!file && !sha256) return setErrors({ non_field_errors: M.verifyNeedsInput });
    setErrors({});
    setBusy(true);
    try {
      setAnswer(file ? await verifyFile(file) : await requestJson<VerifyAnswer>('POST', ENDPOINT, { sha256 }));
    } catch (err) {
      const fields = fieldMessages(err, err instanceof ApiError ? err.status : 400);
      setErrors(Object.keys(fields).length ? fields : { non_field_errors: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form ref={form} method="post" action={`${BASE_PATH}/verify`} encType="multipart/form-data" onSubmit={submit} noValidate aria-label={T.title}>
        <FormAlert text={errors.non_field_errors ?? null} onDismiss={() => setErrors((e) => ({ ...e, non_field_errors: undefined }))} />
        <FieldGroup>
          <FieldLabel>
            {T.fileLabel}
            <input
              ref={fileInput}
              type="file"
              name="file"
              accept="application/pdf,.pdf"
              onChange={() => setAnswer(null)}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? 'file-error' : undefined}
            />
          </FieldLabel>
          {errors.file && <FieldError id="file-error">{errors.file}</FieldError>}
        </FieldGroup>
        <Or>{T.or}</Or>
        <TextField
          label={T.hashLabel}
          name="sha256"
          value={values.sha256}
          onValue={(sha256) => setValues({ sha256 })}
          error={errors.sha256}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          maxLength={200}
        />
        <PrimaryButton type="submit" disabled={busy}>
          {busy ? T.checking : T.button}
        </PrimaryButton>
      </Form>
      <Answer aria-live="polite">{answer && <VerifyResult answer={answer} />}</Answer>
    </>
  );
}
