export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="wx-page-title">
      {/* Focusable from script: after an in-app page change the focus lands here (issue 29). */}
      <h1 tabIndex={-1}>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
