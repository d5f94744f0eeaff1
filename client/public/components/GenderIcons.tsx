import { styled } from 'styled-components';
import type { Gender } from '../../../shared/constants';
import { theme } from '../../ui/theme';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Icon = styled.span<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-size: 0.95rem;
  color: ${({ $on }) => ($on ? '#fff' : theme.color.secondary)};
  background: ${({ $on }) => ($on ? theme.color.action : theme.color.border)};
  text-decoration: ${({ $on }) => ($on ? 'none' : 'line-through')};
`;

/** ♂ and ♀ icons, filled when that gender can still lease. */
export function GenderIcons({ genders }: { genders: Gender[] }) {
  const male = genders.includes('M');
  const female = genders.includes('F');
  const text = male && female ? 'Open to male and female residents' : male ? 'Open to male residents' : female ? 'Open to female residents' : 'No beds available';
  return (
    <Row role="img" aria-label={text} title={text}>
      <Icon $on={male} aria-hidden="true">
        ♂
      </Icon>
      <Icon $on={female} aria-hidden="true">
        ♀
      </Icon>
    </Row>
  );
}
