import { useEffect, useRef } from 'react';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { LocationListConfig } from '#schemas/generated/types.ts';
import { LinkItem } from '#modules/link-list/LinkItem.tsx';
import './LocationList.css';

/** Same width as the CSS medium breakpoint. */
const LARGE = '(min-width: 48em)';

/**
 * Module `location-list`: groups of links (towns by region). Each group is a <details>: it works
 * without JavaScript, collapses on small screens, and on large screens CSS shows every group's
 * links (the effect also opens them so find-in-page and screen readers see them), except groups
 * marked `collapsed`, which stay closed until opened (a city's hundred suburbs).
 */
export default function LocationList({ config }: ModuleProps<LocationListConfig>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(LARGE).matches) return;
    ref.current?.querySelectorAll('details:not([data-collapsed])').forEach((d) => {
      (d as HTMLDetailsElement).open = true;
    });
  }, []);
  return (
    <ModuleSection ref={ref} className="wx-location-list" title={config.title}>
      <div className="wx-location-list__groups">
        {config.groups.map((group, i) => (
          <details
            key={`${group.title}-${i}`}
            className="wx-location-list__group"
            data-collapsed={group.collapsed ? '' : undefined}
          >
            <summary className="wx-location-list__summary">{group.title}</summary>
            <ul className="wx-location-list__links">
              {group.links.map((link, j) => (
                <li key={`${link.url}-${j}`}>
                  <LinkItem link={link} />
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </ModuleSection>
  );
}
