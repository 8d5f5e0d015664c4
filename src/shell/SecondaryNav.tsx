import type { Link } from '#schemas/generated/types.ts';
import { LinkItem } from '#modules/link-list/LinkItem.tsx';

/** Secondary nav bar, shown when the page layout has navigation links; optionally sticky. */
export function SecondaryNav({ links, sticky }: { links: Link[]; sticky: boolean }) {
  if (links.length === 0) return null;
  return (
    <nav className={`wx-subnav${sticky ? ' wx-subnav--sticky' : ''}`} aria-label="Page sections">
      <ul className="wx-subnav__list">
        {links.map((l) => (
          <li key={`${l.label}|${l.url}`}>
            <LinkItem link={l} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
