import { styled } from 'styled-components';
import { LinkButton } from '../../ui/form';

export const FormStack = styled.form`
  display: grid;
  gap: 14px;
`;

export const Row = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: 1fr 1fr;
  @media (max-width: 520px) { grid-template-columns: 1fr; }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 18px;
  margin: 4px 0 0;
  font-size: 0.92rem;
`;

/** The links that switch between the auth forms. */
export function SwitchLinks({ links }: { links: [string, () => void][] }) {
  return (
    <Links>
      {links.map(([label, onClick]) => (
        <LinkButton key={label} type="button" onClick={onClick}>
          {label}
        </LinkButton>
      ))}
    </Links>
  );
}
