import { THEME_COLORS } from '../../shared/constants';

/** Design tokens used by styled components on both sides. */
export const theme = {
  color: {
    ...THEME_COLORS,
    /** Deeper brand blue for filled buttons and link text: white on it, and it on white, pass WCAG AA. */
    action: '#2F5FE8',
    muted: '#5B687C',
    border: '#E8ECEF',
    surface: '#FFFFFF',
    background: '#F8FAFB',
  },
  radius: '8px',
  shadow: '0 2px 16px rgba(37, 38, 49, 0.08)',
  font: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  breakpoint: { sm: '600px', md: '960px', lg: '1280px' },
} as const;
