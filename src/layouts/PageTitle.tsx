export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="wx-page-title">
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
