import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { PrimaryButton } from '../../../ui/form';
import { theme } from '../../../ui/theme';

export type SectionLink = { id: string; label: string };

// Spec: full width on small screens; otherwise 9 of 12 columns for content and 3 for the menu.
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 9fr) minmax(0, 3fr);
  gap: 20px;
  align-items: start;
  @media (max-width: ${theme.breakpoint.md}) { grid-template-columns: minmax(0, 1fr); }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  h1 { margin: 0 auto 0 0; font-size: 1.4rem; }
`;

const Menu = styled.nav`
  position: sticky;
  top: 16px;
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 10px;
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
  a { display: block; padding: 8px 10px; border-radius: 6px; color: ${theme.color.text}; text-decoration: none; }
  a:hover, a:focus-visible { background: ${theme.color.background}; color: ${theme.color.action}; }
  @media (max-width: ${theme.breakpoint.md}) { display: none; }
`;

const SmallMenu = styled.div`
  display: none;
  margin-bottom: 14px;
  @media (max-width: ${theme.breakpoint.md}) { display: block; }
  > button { font: inherit; width: 100%; text-align: left; padding: 11px 14px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; cursor: pointer; font-weight: 600; }
  ul { list-style: none; margin: 6px 0 0; padding: 6px; background: #fff; border-radius: ${theme.radius}; box-shadow: ${theme.shadow}; }
  a { display: block; padding: 10px; color: ${theme.color.text}; text-decoration: none; }
`;

const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 14px;
  margin-top: 20px;
  padding: 12px 16px;
  background: rgba(255, 255, 255, 0.96);
  border-top: 1px solid ${theme.color.border};
  box-shadow: 0 -4px 16px rgba(37, 38, 49, 0.06);
  span { color: ${theme.color.muted}; }
`;

export const Sections = styled.div`
  display: grid;
  gap: 18px;
  min-width: 0;
`;

/** An editor page: title, the sections with a side submenu ('Page navigation' on small screens), and Save. */
export function EditorLayout({
  title,
  links,
  children,
  onSave,
  saving,
  dirty,
  canWrite,
  headerExtra,
}: {
  title: string;
  links: SectionLink[];
  children: ReactNode;
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
  canWrite: boolean;
  headerExtra?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const linkList = (onPick?: () => void) => (
    <ul>
      {links.map((l) => (
        <li key={l.id}>
          <a href={`#${l.id}`} onClick={onPick}>
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <Head>
        <h1>{title}</h1>
        {headerExtra}
      </Head>
      <SmallMenu>
        <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          Page navigation {open ? '▴' : '▾'}
        </button>
        {open && <nav aria-label="Page navigation">{linkList(() => setOpen(false))}</nav>}
      </SmallMenu>
      <Grid>
        <div>
          <Sections>{children}</Sections>
          {canWrite && (
            <SaveBar>
              <span role="status">{saving ? 'Saving…' : dirty ? 'You have unsaved changes' : 'All changes saved'}</span>
              <PrimaryButton type="button" onClick={onSave} disabled={saving}>
                {saving ? 'Saving…' : 'Save'}
              </PrimaryButton>
            </SaveBar>
          )}
        </div>
        <Menu aria-label="Sections">{linkList()}</Menu>
      </Grid>
    </>
  );
}
