/** The Sous word mark: a pot icon and the name; `compact` shows the icon only (collapsed sidebar). */
export function Logo({
  compact = false,
  tone = 'dark',
  className = '',
}: {
  compact?: boolean;
  /** `light` for dark backgrounds (footer). */
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-bold ${tone === 'light' ? 'text-white' : 'text-ink'} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className="h-8 w-8 shrink-0"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M8 15h16v3a6 6 0 0 1-6 6h-4a6 6 0 0 1-6-6v-3Z" className="fill-white" />
        <path d="M6 15h20" stroke="white" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M13 11c0-1.5 1.5-1.5 1.5-3M17.5 11c0-1.5 1.5-1.5 1.5-3"
          stroke="white"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <span className={compact ? 'sr-only' : 'text-xl tracking-tight'}>Sous</span>
    </span>
  );
}
