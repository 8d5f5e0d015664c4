import './shared.css';
import { formatIssued } from '#engine/vocabulary/time.ts';

/**
 * The small print under a weather module: when the data was issued and, for the deterministic
 * demo provider, that the values are not real (DESIGN.md: the UI marks demo data).
 */
export function DataNote({ source, issuedAt }: { source?: string; issuedAt?: string }) {
  const issued = issuedAt ? formatIssued(issuedAt) : '';
  if (source !== 'demo' && !issued) return null;
  return (
    <p className="wx-data-note">
      {issued}
      {source === 'demo' ? <span className="wx-data-note__demo">Demo data</span> : null}
    </p>
  );
}

/** The module heading every data module shows when its config has a title. */
export function ModuleTitle({ title, id }: { title?: string; id?: string }) {
  return title ? (
    <h2 className="wx-module-title" id={id}>
      {title}
    </h2>
  ) : null;
}
