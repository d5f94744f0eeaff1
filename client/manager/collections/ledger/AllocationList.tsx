import { styled } from 'styled-components';
import { LEDGER_TEXTS as T } from '../texts';

const Box = styled.div`
  font-size: 0.9rem;
  ul { margin: 2px 0 0; padding-left: 18px; }
`;

/** Where a money line went: "Applied to:" and each debt it paid (or that none was open: a credit). */
export function AllocationList({ title = T.appliedTo, items }: { title?: string; items: readonly string[] }) {
  if (!items.length) return <Box>{T.unapplied}</Box>;
  return (
    <Box>
      {title}
      <ul>
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </Box>
  );
}
