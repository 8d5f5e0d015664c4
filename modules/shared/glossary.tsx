import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Level } from '#engine/vocabulary/levels.ts';
import './steps.css';
import './sky.css';

export { TermLink } from './TermLink.tsx';

/** A level's words on its colour (engine/vocabulary/levels.ts), like a value on its step. */
export function LevelBadge({ level, children }: { level: Level; children?: ReactNode }) {
  return (
    <span className="wx-step" style={{ background: level.background, color: level.text }}>
      {children ?? level.label}
    </span>
  );
}

/** Every level of a scale as a key. */
export function LevelKey({ label, levels }: { label: string; levels: readonly Level[] }) {
  const id = useId();
  return (
    <figure className="wx-step-legend wx-level-key" aria-labelledby={id}>
      <figcaption id={id}>{label}</figcaption>
      <ol>
        {levels.map((l) => (
          <li key={l.key} style={{ background: l.background, color: l.text }}>
            {l.label}
          </li>
        ))}
      </ol>
    </figure>
  );
}
