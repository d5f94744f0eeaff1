import { applyingForText } from '../../../shared/applying-for';
import { BASE_PATH } from '../../../shared/constants';
import { STUDENT_HOME } from '../../../shared/role-home';
import { ActionLink } from '../../ui/ActionLink';
import { requestAuth } from '../events';

export type CheckAvailabilityProps = { propertyId: number; propertyName: string; viewerIsStudent: boolean };

/** 'Check Availability': for visitors, sign-up carrying the property; students go to their requests. */
export function CheckAvailability({ propertyId, propertyName, viewerIsStudent }: CheckAvailabilityProps) {
  if (viewerIsStudent) return <ActionLink href={STUDENT_HOME}>My reservations</ActionLink>;
  return (
    <ActionLink
      href={`${BASE_PATH}/register?assigned_property=${propertyId}`}
      data-testid="check-availability"
      onClick={(event) => {
        event.preventDefault();
        requestAuth({ form: 'signup', carry: { assigned_property: propertyId }, applyingFor: applyingForText({ property: propertyName, period: null }) });
      }}
    >
      Check Availability
    </ActionLink>
  );
}
