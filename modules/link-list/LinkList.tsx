import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { LinkListConfig } from '#schemas/generated/types.ts';
import { LinkItem } from './LinkItem.tsx';
import './LinkList.css';

/** Module `link-list`: an optional title and a list of links. */
export default function LinkList({ config }: ModuleProps<LinkListConfig>) {
  const id = useId();
  return (
    <section className="wx-link-list" aria-labelledby={config.title ? id : undefined}>
      {config.title ? (
        <h2 id={id} className="wx-link-list__title">
          {config.title}
        </h2>
      ) : null}
      <ul className="wx-link-list__items">
        {config.links.map((link, i) => (
          <li key={`${link.url}-${i}`}>
            <LinkItem link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
