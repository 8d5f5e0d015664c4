/** Loading page: three weather icons animating (spec), announced politely to screen readers. */
export function LoadingPage() {
  return (
    <div className="wx-loading" role="status" aria-live="polite">
      <svg className="wx-loading__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="5" fill="#f2c14e" />
      </svg>
      <svg className="wx-loading__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 18h11a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 6 18z" fill="#9fb3c8" />
      </svg>
      <svg className="wx-loading__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 14h11a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 6 14z" fill="#9fb3c8" />
        <path d="M8 17l-1 3M12 17l-1 3M16 17l-1 3" stroke="#1e6fb8" strokeWidth="1.5" />
      </svg>
      <span className="wx-loading__text">Loading…</span>
    </div>
  );
}
