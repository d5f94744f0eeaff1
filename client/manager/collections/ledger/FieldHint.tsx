import { styled } from 'styled-components';

/** A line under a field saying how to fill it. */
export const FieldHint = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 0.85rem;
  color: #5B687C;
`;
