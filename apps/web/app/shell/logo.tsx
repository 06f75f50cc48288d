/** The Cicerone mark: a map pin over a wordmark; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 32 32">
        <path d="M16 2C9.4 2 4 7.2 4 13.6 4 22.4 16 30 16 30s12-7.6 12-16.4C28 7.2 22.6 2 16 2Z" fill="var(--brand)" />
        <circle cx="16" cy="13.5" r="5" fill="var(--on-brand)" />
      </svg>
      <span className="logo-word">Cicerone</span>
    </span>
  );
}
