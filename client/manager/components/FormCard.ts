import { styled } from 'styled-components';
import { theme } from '../../ui/theme';

/** A settings form drawn as a card (Lease terms, a period's selection window): its fieldsets plain, their legends small headings. */
export const FormCard = styled.form`
  display: grid;
  padding: 20px;
  border-radius: ${theme.radius};
  background: #fff;
  box-shadow: ${theme.shadow};
  fieldset { display: grid; gap: 8px; margin: 0; padding: 0; border: 0; min-width: 0; }
  legend { margin-bottom: 6px; padding: 0; font-weight: 600; font-size: 0.9rem; }
`;

/** A line under a field that says what it is for. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.color.muted};
`;

/** A settings screen's one form (Lease Terms, Late Fees): a card of readable width under the screen's intro. */
export const SettingsCard = styled(FormCard)`
  gap: 20px;
  max-width: 640px;
  margin-top: 12px;
`;

/** The Save button of a settings form and, beside it, "Saved" until something changes again. */
export const SaveRow = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  > span { color: ${theme.color.muted}; }
`;
