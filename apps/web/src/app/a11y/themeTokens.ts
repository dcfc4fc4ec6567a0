/**
 * antd's text colours darkened to WCAG 2.1 AA contrast (1.4.3: at least 4.5:1 for normal text). antd's
 * defaults fall short: secondary and description text (black at 45%, #8c8c8c) reach 3.4:1 on white,
 * links (#1677ff) 4.1:1. Tertiary text also sits on the light grey of cards and table headers (#fafafa).
 */
export const ACCESSIBLE_TEXT_TOKENS = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextLabel: 'rgba(0, 0, 0, 0.65)',
  colorLink: '#0958d9',
  colorLinkHover: '#1677ff',
  colorLinkActive: '#003eb3',
} as const;
