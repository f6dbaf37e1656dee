/** The league's mark: a puck and a stick on rink navy; `decorative` hides it from assistive technology. */
export function LeagueLogo({ size = 40, decorative = false }: { size?: number; decorative?: boolean }) {
  const naming = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': 'League logo' } as const);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" {...naming}>
      <circle cx="32" cy="32" r="30" fill="#ffffff" />
      <circle cx="32" cy="32" r="26" fill="#0b1f3a" />
      <ellipse cx="34" cy="42" rx="14" ry="5" fill="#e03131" />
      <path
        d="M20 14 L36 36 L47 36"
        stroke="#ffffff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
