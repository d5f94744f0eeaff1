import { styled } from 'styled-components';
import type { ApplicationFlags, Section } from '../../../shared/rental-application/fields';
import { theme } from '../../ui/theme';
import { askedWhenText, followsAnOffQuestion, sectionCount } from './flags';
import { SwitchInput } from './Switch';

const Box = styled.section`
  background: #fff;
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  > header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 6px 12px 6px 4px; }
  h2 { flex: 1 1 160px; min-width: 0; margin: 0; font-size: 1rem; }
  h2 button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 10px 8px;
    border: 0;
    border-radius: 6px;
    background: none;
    font: inherit;
    text-align: left;
    color: ${theme.color.text};
    cursor: pointer;
  }
  h2 button:hover, h2 button:focus-visible { background: ${theme.color.background}; }
  .chevron { flex: none; width: 16px; color: ${theme.color.muted}; transition: transform 0.15s; }
  h2 button[aria-expanded='true'] .chevron { transform: rotate(90deg); }
  .title { display: grid; gap: 2px; min-width: 0; }
  .count { font-size: 0.85rem; font-weight: 400; color: ${theme.color.muted}; }
  .bulk { display: flex; gap: 8px; margin-left: auto; }
  .bulk button { font: inherit; font-size: 0.85rem; padding: 6px 12px; border-radius: 6px; border: 1px solid ${theme.color.border}; background: #fff; color: ${theme.color.action}; cursor: pointer; white-space: nowrap; }
  .bulk button:hover:not(:disabled) { background: #E8EEFF; }
  .bulk button:disabled { color: ${theme.color.muted}; opacity: 0.6; cursor: default; }
  ul {
    list-style: none;
    margin: 0;
    padding: 8px 16px 16px;
    border-top: 1px solid ${theme.color.border};
    display: grid;
    gap: 4px 24px;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  }
  li { display: flex; align-items: flex-start; gap: 12px; padding: 8px 0; }
  li .text { display: grid; gap: 2px; min-width: 0; padding-top: 2px; overflow-wrap: anywhere; }
  li label { cursor: pointer; }
  li input:disabled + .text label { cursor: default; }
  li small { color: ${theme.color.muted}; font-size: 0.8rem; }
  li small em { font-style: normal; color: #8A4B00; }
  @media (max-width: ${theme.breakpoint.sm}) {
    > header { padding-right: 8px; }
    .bulk { gap: 6px; }
    .bulk button { padding: 6px 9px; }
    ul { padding: 8px 12px 12px; }
  }
  @media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
`;

type Props = {
  section: Section;
  flags: ApplicationFlags;
  open: boolean;
  canWrite: boolean;
  onToggleOpen: () => void;
  onFlag: (key: string, on: boolean) => void;
  onAll: (on: boolean) => void;
};

/** One expandable section of the settings: its count of questions on, All on / All off, and a switch per question. */
export function QuestionSection({ section, flags, open, canWrite, onToggleOpen, onFlag, onAll }: Props) {
  const { on, total } = sectionCount(section, flags);
  const id = `section-${section.id}`;
  return (
    <Box aria-labelledby={`${id}-title`} data-testid="question-section">
      <header>
        <h2>
          <button type="button" aria-expanded={open} aria-controls={open ? `${id}-questions` : undefined} onClick={onToggleOpen}>
            <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="title">
              <span id={`${id}-title`}>{section.title}</span>
              <span className="count" data-testid="section-count">
                {on} of {total} questions on
              </span>
            </span>
          </button>
        </h2>
        {canWrite && (
          <div className="bulk">
            <button type="button" aria-label={`All on in ${section.title}`} disabled={on === total} onClick={() => onAll(true)}>
              All on
            </button>
            <button type="button" aria-label={`All off in ${section.title}`} disabled={on === 0} onClick={() => onAll(false)}>
              All off
            </button>
          </div>
        )}
      </header>
      {open && (
        <ul id={`${id}-questions`}>
          {section.questions.map((q) => {
            const when = askedWhenText(q);
            return (
              <li key={q.key}>
                <SwitchInput id={`flag-${q.key}`} checked={flags[q.key] === true} disabled={!canWrite} onChange={(e) => onFlag(q.key, e.target.checked)} aria-describedby={when ? `flag-${q.key}-when` : undefined} />
                <span className="text">
                  <label htmlFor={`flag-${q.key}`}>{q.label}</label>
                  {when && (
                    <small id={`flag-${q.key}-when`}>
                      {when}
                      {flags[q.key] && followsAnOffQuestion(q, flags) && <em> · never asked: a question it follows is off</em>}
                    </small>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Box>
  );
}
