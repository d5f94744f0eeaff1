import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { BASE_PATH } from '../../../../shared/constants';
import { SIGNING_MESSAGES as M, VERIFY_MAX_BYTES, VERIFY_TEXTS as T } from '../../../../shared/leases/signing-texts';
import type { VerifyAnswer } from '../../../../shared/leases/signing-types';
import { ApiError } from '../../../../shared/api-errors';
import { requestJson } from '../../../api/http';
import { FieldError, FieldGroup, FieldLabel, PrimaryButton, TextField } from '../../../ui/form';
import { useTypedBeforeHydration } from '../../../ui/form-state';
import { theme } from '../../../ui/theme';
import { useRequestAction } from '../../../ui/use-request-action';
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

/** The answer for a file: its hash sent alone where the browser can hash (the file stays here), else the file itself. */
async function verifyFile(file: File, signal: AbortSignal): Promise<VerifyAnswer> {
  if (!canHash()) {
    const body = new FormData();
    body.append('file', file);
    return requestJson<VerifyAnswer>('POST', ENDPOINT, body, signal);
  }
  if (file.size > VERIFY_MAX_BYTES) throw new ApiError(413, { file: [M.verifyFileTooLarge] });
  if (!(await looksLikePdf(file))) throw new ApiError(415, { file: [M.verifyNotPdf] });
  return requestJson<VerifyAnswer>('POST', ENDPOINT, { sha256: await sha256Hex(file) }, signal);
}

/**
 * Verify a document: a PDF file or its SHA-256. With JavaScript the answer shows in place; without,
 * the form posts (multipart) to the page, which the server renders with the answer.
 */
export function VerifyForm({ posted }: VerifyFormProps) {
  const [values, setValues] = useState({ sha256: posted?.sha256 ?? '' });
  // A refusal naming the file (too large, not a PDF) goes under it, whatever its status.
  const { busy, error, setError, fields: errors, setFields: setErrors, run } = useRequestAction('any', posted);
  const [answer, setAnswer] = useState<VerifyAnswer | null>(posted?.answer ?? null);
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
    const verified = await run((signal) => (file ? verifyFile(file, signal) : requestJson<VerifyAnswer>('POST', ENDPOINT, { sha256 }, signal)));
    if (verified) setAnswer(verified);
  };

  // A failure that names no field is said above the form.
  const alert = errors.non_field_errors ?? (Object.keys(errors).length ? null : error);

  return (
    <>
      <Form ref={form} method="post" action={`${BASE_PATH}/verify`} encType="multipart/form-data" onSubmit={submit} noValidate aria-label={T.title}>
        <FormAlert
          text={alert}
          onDismiss={() => {
            setError(null);
            setErrors((e) => ({ ...e, non_field_errors: undefined }));
          }}
        />
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
