/** Small line icons for the catalogue's promises (inline SVG: no icon font, no emoji that a system may lack). */
const PATHS = {
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0zm3 4a1.5 1.5 0 0 0-1 2.6V18h2v-1.4a1.5 1.5 0 0 0-1-2.6z',
  chat: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4 3.5V17H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm3 5v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
  returns: 'M12 4a8 8 0 1 1-7.9 9.3l2-.3A6 6 0 1 0 7.8 7.8L10 10H4V4l2.4 2.4A8 8 0 0 1 12 4z',
  truck:
    'M3 6h11v3h3.5L21 12.5V17h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3zm2 2v7h.3a2.5 2.5 0 0 1 4.4 0H12V8zm9 3v4h.3a2.5 2.5 0 0 1 4.4 0h.3v-1.7L16.7 11z',
  shield: 'M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5zm-1.2 12.6L7.6 11.4 6.2 12.8l4.6 4.6 7-7-1.4-1.4z',
  check: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
