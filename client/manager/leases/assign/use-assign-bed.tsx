import { useNavigate } from 'react-router-dom';
import { DIALOG_FADE_MS } from '../../components/DialogFade';
import { useFadingDialog } from '../../components/use-fading-dialog';
import { useManager } from '../../context';
import { leasePaths } from '../paths';
import { LEASE_SCREEN_TEXTS as T } from '../texts';
import { AssignBedDialog } from './AssignBedDialog';

/**
 * The assign-bed flow of a screen: `open()` shows the dialog for the application; a bed assigned
 * leads to the new lease's page with a success snackbar. Render `dialog` where the screen's dialogs go.
 */
export function useAssignBed(application: { id: number; studentName: string }) {
  const { notify } = useManager();
  const navigate = useNavigate();
  const { dialog, open, close, dismiss } = useFadingDialog<'assign'>(DIALOG_FADE_MS);
  const element = dialog && (
    <AssignBedDialog
      key={dialog.key}
      applicationId={application.id}
      studentName={application.studentName}
      closing={dialog.closing}
      onClose={close}
      onAssigned={(lease) => {
        dismiss();
        notify({ tone: 'success', text: T.assigned });
        navigate(leasePaths.detail(lease.id));
      }}
    />
  );
  return { open: () => open('assign'), dialog: element };
}
