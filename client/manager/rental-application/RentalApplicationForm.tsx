import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { SECTIONS } from '../../../shared/rental-application/fields';
import type { RentalApplicationSettings } from '../../../shared/rental-application/types';
import { Alert, PrimaryButton } from '../../ui/form';
import { theme } from '../../ui/theme';
import { toggled } from '../../ui/toggled';
import { ScreenBar, ScreenIntro } from '../components/ScreenBar';
import { useManager } from '../context';
import { useUnsavedChangesPrompt } from '../webpages/save/unsaved-changes';
import { changedCount, flagsOf, withSection } from './flags';
import { QuestionSection } from './QuestionSection';
import { useSettingsSave } from './use-settings-save';

const Sections = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 12px;
`;

const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 10px 14px;
  margin: 20px -20px -20px;
  padding: 12px 20px;
  background: #fff;
  border-top: 1px solid ${theme.color.border};
  box-shadow: 0 -4px 16px rgba(37, 38, 49, 0.06);
  > span { color: ${theme.color.muted}; }
  .conflict { flex: 1 1 100%; }
  button:disabled { cursor: not-allowed; }
`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The settings form: one expandable section per part of the application, and Save. Maintenance staff only look. */
export function RentalApplicationForm({ loaded }: { loaded: RentalApplicationSettings }) {
  const { canWrite } = useManager();
  const [settings, setSettings] = useState(loaded);
  const saved = useMemo(() => flagsOf(settings), [settings]);
  const [flags, setFlags] = useState(saved);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const changes = changedCount(saved, flags);
  const saver = useSettingsSave(settings.version, (answer, sent) => {
    setSettings(answer);
    // A switch flipped while the save was on its way stays flipped (and unsaved).
    setFlags((current) => (current === sent ? flagsOf(answer) : current));
  });
  useUnsavedChangesPrompt(changes > 0);

  const toggleOpen = (id: string) => setOpen((ids) => toggled(ids, id));

  return (
    <>
      <ScreenBar>
        <h1>Rental Application</h1>
      </ScreenBar>
      <ScreenIntro>
        Choose the questions students answer when they apply. A question that is on is asked and must be answered; a follow-up (“Asked when&nbsp;…”) is asked only after the answer it follows.
        {!canWrite && ' Only managers can change these settings.'}
      </ScreenIntro>
      <Sections>
        {SECTIONS.map((section) => (
          <QuestionSection
            key={section.id}
            section={section}
            flags={flags}
            open={open.has(section.id)}
            canWrite={canWrite}
            onToggleOpen={() => toggleOpen(section.id)}
            onFlag={(key, on) => setFlags((f) => ({ ...f, [key]: on }))}
            onAll={(on) => setFlags((f) => withSection(f, section, on))}
          />
        ))}
      </Sections>
      {canWrite && (
        <SaveBar>
          {saver.conflict && (
            // Beside Save, where the manager is looking, however far down the list they are.
            <div className="conflict">
              <Alert tone="error" onDismiss={saver.dismissConflict}>
                {saver.conflict} Your switches are still as you set them.
              </Alert>
            </div>
          )}
          <span role="status">{saver.saving ? 'Saving…' : changes ? `${plural(changes, 'unsaved change')}` : 'All changes saved'}</span>
          <PrimaryButton type="button" disabled={!changes || saver.saving} onClick={() => void saver.save(flags)}>
            {saver.saving ? 'Saving…' : 'Save'}
          </PrimaryButton>
        </SaveBar>
      )}
    </>
  );
}
