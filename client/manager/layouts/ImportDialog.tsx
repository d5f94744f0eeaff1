import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { LAYOUT_FIELDS, LAYOUT_LABELS } from '../../../shared/layouts/schema';
import { LAYOUT_MESSAGES as M } from '../../../shared/messages';
import { SETTINGS_DIALOG_RESET_MS } from '../../../shared/payment-plans/constants';
import { FieldError, FieldGroup, FieldLabel, PrimaryButton } from '../../ui/form';
import type { Errors } from '../../ui/form-state';
import { theme } from '../../ui/theme';
import { Dialog, SecondaryButton } from '../components/Dialog';
import { DialogFade } from '../components/DialogFade';
import { SelectField } from '../components/SelectField';
import { useManager } from '../context';
import { ProgressBar } from '../webpages/fields/ProgressBar';
import { importFailure } from './import-answer';
import { ImportReport, type ImportOutcome } from './ImportReport';
import { layoutsApi } from './layouts-api';

/** The header row an import file starts with (LAYOUTS-API.md): the grid's bed columns. */
export const IMPORT_HEADER = LAYOUT_FIELDS.map((f) => LAYOUT_LABELS[f]).join(',');
const NO_FILE = 'Choose a .csv file';

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
  code { font-size: 0.85rem; padding: 1px 4px; border-radius: 4px; background: #EEF1F5; color: ${theme.color.text}; overflow-wrap: anywhere; }
`;

const File = styled(FieldLabel)`
  input[type='file'] { padding: 8px; }
`;

/** Import: a property and a CSV of its beds, uploaded with a progress bar; all rows go in or none, and a report says which. */
export function ImportDialog({ propertyId, closing, onClose, onImported }: Props) {
  const { organization } = useManager();
  const [property, setProperty] = useState(propertyId ? String(propertyId) : '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const helpId = useId();
  const uploading = progress !== null;

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    if (closing || uploading) return;
    const problems: Errors = {};
    if (!property) problems.property_id = M.propertyRequired;
    if (!file) problems.file = NO_FILE;
    setErrors(problems);
    if (!file || !property) return;
    setOutcome(null);
    setProgress(0);
    try {
      const { imported } = await layoutsApi.importCsv(Number(property), file, setProgress);
      setOutcome({ kind: 'imported', count: imported });
      // The file is in: another one may follow, and the same one is not sent twice by accident.
      setFile(null);
      setFileKey((k) => k + 1);
      onImported(Number(property));
    } catch (err) {
      const failure = importFailure(err);
      setOutcome(failure.outcome);
      setErrors(failure.errors);
    } finally {
      setProgress(null);
    }
  };

  const closeIfOpen = () => !closing && onClose();
  return (
    <DialogFade $closing={closing} $ms={SETTINGS_DIALOG_RESET_MS}>
      <Dialog
        title="Import Layouts"
        onClose={closeIfOpen}
        footer={
          <>
            <SecondaryButton type="button" onClick={closeIfOpen}>
              Close
            </SecondaryButton>
            <PrimaryButton type="submit" form="layout-import" disabled={uploading}>
              {uploading ? 'Importing…' : 'Import'}
            </PrimaryButton>
          </>
        }
      >
        <form id="layout-import" onSubmit={upload} noValidate style={{ display: 'grid', gap: 14 }}>
          <SelectField idPrefix="import-" label="Property" name="property_id" value={property} onValue={setProperty} error={errors.property_id} disabled={uploading}>
            <option value="">Choose a property</option>
            {organization.properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
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
            One bed per row, under the header row <code>{IMPORT_HEADER}</code>. Every row is checked first: if any row has an error, nothing is imported.
          </Help>
          {uploading && <ProgressBar label={file?.name ?? 'file'} fraction={progress} />}
          {outcome && <ImportReport outcome={outcome} />}
        </form>
      </Dialog>
    </DialogFade>
  );
}
