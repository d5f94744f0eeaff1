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
