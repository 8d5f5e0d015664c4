import type { MaintenanceNotice as Notice } from '#schemas/generated/types.ts';

export function MaintenanceNotice({ notice }: { notice: Notice }) {
  return (
    <aside
      className={`wx-notice${notice.isNotice ? ' wx-notice--info' : ''}`}
      aria-label={notice.header}
    >
      <h2 className="wx-notice__header">{notice.header}</h2>
      <p>{notice.text}</p>
      {notice.text2 ? <p>{notice.text2}</p> : null}
    </aside>
  );
}
