import { useRef } from 'react';
import type { ReactNode } from 'react';

export type PanelName = 'errors' | 'outline' | 'module' | 'add';

interface Props {
  active: PanelName;
  onActive(panel: PanelName): void;
  panels: Array<{ name: PanelName; label: string; content: ReactNode }>;
}

/**
 * The editor's panels under the JSON as tabs (WAI-ARIA tabs: arrow keys move between them, Home
 * and End to the first and last), only the active one shown.
 */
export function SidePanels({ active, onActive, panels }: Props) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (index: number) => {
    const next = panels[(index + panels.length) % panels.length];
    if (!next) return;
    onActive(next.name);
    tabs.current[(index + panels.length) % panels.length]?.focus();
  };
  const current = panels.findIndex((p) => p.name === active);
  return (
    <div className="tools-panels">
      <div role="tablist" aria-label="Editor panels" className="tools-tabs">
        {panels.map((p, i) => (
          <button
            key={p.name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${p.name}`}
            aria-controls={`panel-${p.name}`}
            aria-selected={p.name === active}
            tabIndex={p.name === active ? 0 : -1}
            onClick={() => onActive(p.name)}
            onKeyDown={(e) => {
              const to =
                e.key === 'ArrowRight'
                  ? current + 1
                  : e.key === 'ArrowLeft'
                    ? current - 1
                    : e.key === 'Home'
                      ? 0
                      : e.key === 'End'
                        ? panels.length - 1
                        : undefined;
              if (to === undefined) return;
              e.preventDefault();
              move(to);
            }}
          >
            {p.label}
          </button>
        ))}
      </div>
      {panels.map((p) => (
        <div
          key={p.name}
          role="tabpanel"
          id={`panel-${p.name}`}
          aria-labelledby={`tab-${p.name}`}
          hidden={p.name !== active}
          className="tools-panel"
        >
          {p.name === active ? p.content : null}
        </div>
      ))}
    </div>
  );
}
