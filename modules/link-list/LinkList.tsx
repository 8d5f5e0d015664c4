import { ModuleSection } from '../shared/ModuleSection.tsx';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { LinkListConfig } from '#schemas/generated/types.ts';
import { LinkItem } from './LinkItem.tsx';
import './LinkList.css';

/** Module `link-list`: an optional title and a list of links. */
export default function LinkList({ config }: ModuleProps<LinkListConfig>) {
  return (
    <ModuleSection className="wx-link-list" title={config.title}>
      <ul className="wx-link-list__items">
        {config.links.map((link, i) => (
          <li key={`${link.url}-${i}`}>
            <LinkItem link={link} />
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
