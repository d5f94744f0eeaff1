import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { LAYOUT_CSV_HEADER, LAYOUT_IMPORT_LIMITS } from '../../../shared/layouts/import-rows';
import { LAYOUT_IMPORT_MESSAGES as IM, LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { FieldError, FieldGroup, FieldLabel } from '../../ui/form';
import type { Errors } from '../../ui/form-state';
import { theme } from '../../ui/theme';
import { FormDialog } from '../components/FormDialog';
import { PropertyField } from '../components/PropertyField';
import { useSubmit } from '../components/use-submit';
import { ProgressBar } from '../webpages/fields/ProgressBar';
import { importFailure } from './import-answer';
import { ImportReport, type ImportOutcome } from './ImportReport';
import { layoutsApi } from './layouts-api';

const HEADER = LAYOUT_CSV_HEADER.join(',');
const MB = LAYOUT_IMPORT_LIMITS.bytes / (1024 * 1024);

type Props = {
  /** The property chosen at first (the only one chosen on the screen, if so). */
  propertyId?: number;
  closing: boolean;
  onClose: () => void;
  /** Beds were imported into this property. */
  onImported: (propertyId: number) => void;
};

const Help = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 0.9rem;
  line-height: 1.45;
  code { display: block; margin: 6px 0; padding: 6px 8px; border-radius: 4px; font-size: 0.85rem; background: #EEF1F5; color: ${theme.color.text}; overflow-wrap: anywhere; }
`;

const File = styled(FieldLabel)`
  input[type='file'] { padding: 8px; }
`;

/** Import: a property and a CSV of its beds, uploaded with a progress bar; all rows go in or none, and a report says which. */
export function ImportDialog({ propertyId, closing, onClose, onImported }: Props) {
  const [property, setProperty] = useState(propertyId ? String(propertyId) : '');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const helpId = useId();
  const uploading = progress !== null;

  // A refused file is reported row by row (or under its field), never as a snackbar.
  const refused = (err: unknown) => {
    const failure = importFailure(err);
    setOutcome(failure.outcome);
    setErrors(failure.errors);
    setProgress(null);
    return true;
  };
  const submission = useSubmit({ closing, refused });
  const { errors, setErrors } = submission;

  const upload = submission.submit(
    () => {
      const problems: Errors = {};
      if (!property) problems.property_id = M.propertyRequired;
      if (!file) problems.file = IM.fileMissing;
      // Refused here as the server would: no need to send a megabyte to hear it.
      else if (file.size > LAYOUT_IMPORT_LIMITS.bytes) problems.file = IM.tooLarge(MB);
      if (!file || Object.keys(problems).length) return { errors: problems };
      return {
        send: () => {
          setOutcome(null);
          setProgress(0);
          return layoutsApi.importCsv(Number(property), file, setProgress);
        },
      };
    },
    ({ imported }) => {
      setProgress(null);
      setOutcome({ kind: 'imported', count: imported });
      // The file is in: another one may follow, and the same one is not sent twice by accident.
      setFile(null);
      setFileKey((k) => k + 1);
      submission.reset();
      onImported(Number(property));
    },
  );

  return (
    <FormDialog title="Import Layouts" closing={closing} onClose={onClose} submission={submission} onSubmit={upload} submitLabel="Import" busyLabel="Importing…" cancelLabel="Close" shownFields={['property_id', 'file']}>
      <PropertyField idPrefix="import-" value={property} onValue={setProperty} error={errors.property_id} disabled={uploading} />
      <FieldGroup>
        <File>
          CSV file
          <input
            key={fileKey}
            type="file"
            name="file"
            accept=".csv,text/csv"
            disabled={uploading}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((x) => ({ ...x, file: undefined }));
            }}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `import-file-error ${helpId}` : helpId}
          />
        </File>
        {errors.file && <FieldError id="import-file-error">{errors.file}</FieldError>}
      </FieldGroup>
      <Help id={helpId}>
        The file starts with this header row, then one bed per row:
        <code>{HEADER}</code>
        At most {LAYOUT_IMPORT_LIMITS.rows.toLocaleString('en-US')} beds ({MB} MB) a file. Every row is checked first: if any row has an error, nothing is imported.
      </Help>
      {uploading && <ProgressBar label={file?.name ?? 'file'} fraction={progress} />}
      {outcome && <ImportReport outcome={outcome} />}
    </FormDialog>
  );
}
