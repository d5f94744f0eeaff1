import { styled } from 'styled-components';

/** A status as a coloured chip, [background, text]: the text says it, the colour only helps. */
export const Chip = styled.span<{ $colors: readonly [string, string] }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 10px;
  font-size: 0.8rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  background: ${({ $colors }) => $colors[0]};
  color: ${({ $colors }) => $colors[1]};
`;

/** The chip colours, [background, text], each with its meaning. */
export const TONES = {
  neutral: ['#EEF1F5', '#3E4A5C'],
  info: ['#E8EEFF', '#1E3FA8'],
  violet: ['#F1E8FF', '#5B21A8'],
  warning: ['#FFF3D6', '#7A4B00'],
  success: ['#E3F4DC', '#22600A'],
  danger: ['#FDE8F0', '#8E0F3F'],
} as const;
export type Tone = keyof typeof TONES;

/** A chip component for a set of statuses, each shown in its tone. */
export function statusChip<S extends string>(tones: Record<S, Tone>) {
  return function StatusChip({ status }: { status: S }) {
    return <Chip $colors={TONES[tones[status]]}>{status}</Chip>;
  };
}
