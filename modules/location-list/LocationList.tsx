import { ModuleSection } from '../shared/ModuleSection.tsx';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { LocationListConfig } from '#schemas/generated/types.ts';
import { LinkItem } from '#modules/link-list/LinkItem.tsx';
import './LocationList.css';

/**
 * Module `location-list`: groups of links (towns by region). Each group is a <details>: it works
 * without JavaScript, collapses on small screens, and on large screens CSS shows every group's
 * links, except groups marked `collapsed`, which stay closed until opened (a city's hundred
 * suburbs). No client code of its own: the site opens the shown groups on large screens too, so
 * find-in-page and screen readers see them (`data-open-wide`, src/app/open-wide.ts).
 */
export default function LocationList({ config }: ModuleProps<LocationListConfig>) {
  return (
    <ModuleSection className="wx-location-list" title={config.title}>
      <div className="wx-location-list__groups" data-open-wide="">
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
