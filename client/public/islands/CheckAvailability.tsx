import { styled } from 'styled-components';
import { BASE_PATH } from '../../../shared/constants';
import { STUDENT_HOME } from '../../../shared/role-home';
import { theme } from '../../ui/theme';
import { requestAuth } from '../events';

export type CheckAvailabilityProps = { propertyId: number; viewerIsStudent: boolean };

const Check = styled.a`
  display: inline-block;
  padding: 11px 22px;
  border-radius: ${theme.radius};
  background: ${theme.color.action};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** 'Check Availability': for visitors, sign-up carrying the property; students go to their requests. */
export function CheckAvailability({ propertyId, viewerIsStudent }: CheckAvailabilityProps) {
  if (viewerIsStudent) return <Check href={STUDENT_HOME}>My reservations</Check>;
  return (
    <Check
      href={`${BASE_PATH}/register?assigned_property=${propertyId}`}
      data-testid="check-availability"
      onClick={(event) => {
        event.preventDefault();
        requestAuth({ form: 'signup', carry: { assigned_property: propertyId } });
      }}
    >
      Check Availability
    </Check>
  );
}
