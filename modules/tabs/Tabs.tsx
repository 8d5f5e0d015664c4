import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { TabsConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { nextTab } from '../shared/tab-keys.ts';
import './Tabs.css';

/** Spec shell doc section 5: tabs need at least two headers. */
export const MIN_TABS = 2;

/**
 * Module `tabs`: a tablist with roving tabindex (only the selected tab is in the tab order; arrow
 * keys move and select). Every panel is rendered (hidden unless selected) so the server HTML holds
 * all content; the engine resolves each tab's modules and hands them over rendered (`panels`).
 */
export default function Tabs({ config, context, panels = [] }: ModuleProps<TabsConfig>) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs = config.tabs;
  if (tabs.length < MIN_TABS) {
    return context.debug ? (
      <p className="wx-module-problem" role="note">
        Tabs need at least two headers; this one has {tabs.length}.
      </p>
    ) : null;
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };
  return (
    <ModuleSection className="wx-tabs" title={config.title} titleId={`${base}-title`}>
      <div
        role="tablist"
        className="wx-tabs__list"
        aria-labelledby={config.title ? `${base}-title` : undefined}
      >
        {tabs.map((tab, i) => (
          <button
            key={i}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-t${i}`}
            className="wx-tabs__tab"
            aria-selected={i === selected}
            aria-controls={`${base}-p${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.header}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${base}-p${i}`}
          aria-labelledby={`${base}-t${i}`}
          className="wx-tabs__panel"
          tabIndex={0}
          hidden={i !== selected}
        >
          {panels[i]}
        </div>
      ))}
    </ModuleSection>
  );
}
