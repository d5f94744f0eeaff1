import { styled } from 'styled-components';
import { disclosureLook } from '../../../ui/disclosure-look';
import { outlinedLook } from '../../../ui/outlined-look';
import { theme } from '../../../ui/theme';
import { Panel } from '../../components/Panel';

/** The bed map island: its panels, filters and map, one column on a phone. */
export const MapArea = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
  .muted { color: ${theme.color.muted}; }
  .buttons { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; }
  .buttons form { margin: 0; }
`;

/** A white card of the page (the hold, the group's picks, the map): the student area's panel, a little tighter. */
export const Card = styled(Panel)`
  padding: 20px;
  gap: 14px;
  min-width: 0;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${theme.color.action}; outline-offset: 2px; }
  @media (max-width: 640px) { padding: 16px 12px; }
`;

/** The hold's card: the bed, the time left, Confirm and Release. */
export const HoldCard = styled(Card)`
  border-left: 6px solid ${theme.color.action};
  > ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
  > ul > li { display: grid; gap: 2px; font-weight: 700; overflow-wrap: anywhere; }
  > ul > li span { font-weight: 400; color: ${theme.color.muted}; }
  .plans { margin: 0; padding: 0; list-style: none; font-weight: 400; font-size: 0.92rem; }
  .timer { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; font-size: 1.05rem; }
  .timer strong { font-size: 1.9rem; font-variant-numeric: tabular-nums; color: ${theme.color.action}; }
`;

/** A button drawn outlined (Release, Start over, a bed's Hold). */
export const OutlineButton = styled.button`
  ${outlinedLook}
  &:disabled { opacity: 0.65; cursor: wait; }
`;

/** The buildings, as tabs drawn as links (each a page of its own without JavaScript). */
export const BuildingTabs = styled.nav`
  ul { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-block;
    padding: 9px 16px;
    border: 1px solid #C9D1DB;
    border-radius: 999px;
    color: ${theme.color.text};
    background: #fff;
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] { background: ${theme.color.action}; border-color: ${theme.color.action}; color: #fff; }
  .free { font-weight: 400; font-size: 0.88em; }
`;

/** The filters: a GET form without JavaScript, applied as they change with it. */
export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: start;
  fieldset { border: 0; margin: 0; padding: 0; display: contents; }
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  label { flex: 1 1 150px; max-width: 300px; min-width: 0; }
  small { display: block; font-weight: 400; color: ${theme.color.muted}; }
  button { align-self: end; }
`;

/** A floor: a native disclosure, open at first. */
export const Floor = styled.details`
  display: grid;
  gap: 12px;
  ${disclosureLook}
  > summary { padding: 10px 0; border-bottom: 1px solid ${theme.color.border}; }
  > summary h3 { display: inline; margin: 0; font-size: 1.1rem; }
  > summary span { color: ${theme.color.muted}; font-size: 0.92rem; }
  .units { display: grid; gap: 14px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr)); padding-top: 12px; }
`;

/** A unit's card: its rooms and their beds. */
export const Unit = styled.section`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  padding: 12px 14px;
  display: grid;
  gap: 10px;
  align-content: start;
  min-width: 0;
  header { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 2px 12px; }
  h4 { margin: 0; font-size: 1.05rem; }
  header span { color: ${theme.color.muted}; font-size: 0.9rem; }
  .room { margin: 0; font-size: 0.9rem; font-weight: 700; color: ${theme.color.muted}; }
  ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
  @media (max-width: 640px) { padding: 10px; }
`;

const BADGES = {
  free: 'background: #E7F6EC; color: #17603A; border-color: #9ED5B2;',
  held: 'background: #FFF4DB; color: #744800; border-color: #F1C96B;',
  taken: 'background: #EEF0F3; color: #46505F; border-color: #CBD2DB;',
  mine: `background: ${theme.color.action}; color: #fff; border-color: ${theme.color.action};`,
  closed: 'background: #fff; color: #46505F; border-color: #9AA4B2; border-style: dashed;',
} as const;

export type BadgeTone = keyof typeof BADGES;

/** One bed: its name and state, its plans, why it is closed to the student, and its button. */
export const BedRow = styled.li<{ $tone: BadgeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 10px 12px;
  border-radius: ${theme.radius};
  background: ${({ $tone }) => ($tone === 'mine' ? '#EEF3FE' : $tone === 'free' ? '#fff' : '#F7F8FA')};
  border: 1px solid ${({ $tone }) => ($tone === 'mine' ? theme.color.action : theme.color.border)};
  .what { display: grid; gap: 4px; min-width: 0; flex: 1 1 170px; }
  .name { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; font-weight: 700; }
  .badge { display: inline-block; padding: 1px 9px; border: 1px solid; border-radius: 999px; font-size: 0.82rem; font-weight: 700; ${({ $tone }) => BADGES[$tone]} }
  .plans { margin: 0; padding: 0; list-style: none; display: grid; gap: 2px; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
  .why { font-size: 0.88rem; color: #6B2A00; }
  button { padding: 8px 16px; flex: 0 0 auto; }
  button[aria-pressed='true'] { background: ${theme.color.action}; color: #fff; }
`;

/** The leader's choice, member by member. */
export const Picks = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  counter-reset: member;
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    gap: 2px 10px;
    align-items: center;
    padding: 10px 12px;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    counter-increment: member;
    min-width: 0;
  }
  li::before { content: counter(member); display: grid; place-items: center; width: 26px; height: 26px; border-radius: 50%; background: #EEF3FE; color: ${theme.color.action}; font-weight: 700; }
  .member { font-weight: 700; }
  .bed { grid-column: 2; color: ${theme.color.muted}; overflow-wrap: anywhere; }
  .bed.chosen { color: ${theme.color.text}; }
  li a, li button { grid-column: 3; grid-row: 1 / span 2; }
`;

/** The bar at the foot of the screen while a leader chooses: how many are chosen, and Hold. */
export const PickBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 16px;
  background: #fff;
  border-top: 1px solid ${theme.color.border};
  box-shadow: 0 -4px 16px rgba(37, 38, 49, 0.1);
  border-radius: 12px 12px 0 0;
  form { margin: 0; }
`;

/** The last refusal or notice, kept in view at the top of the screen while the map scrolls under it (the bed pressed may be far below). */
export const NoticeBar = styled.div`
  position: sticky;
  top: 8px;
  z-index: 3;
  box-shadow: 0 4px 16px rgba(37, 38, 49, 0.12);
  border-radius: ${theme.radius};
`;
