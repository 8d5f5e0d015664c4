import type { Link } from '#schemas/generated/types.ts';

/** Secondary nav bar, shown when the page layout has navigation links; optionally sticky. */
export function SecondaryNav({ links, sticky }: { links: Link[]; sticky: boolean }) {
  if (links.length === 0) return null;
  return (
    <nav className={`wx-subnav${sticky ? ' wx-subnav--sticky' : ''}`} aria-label="Page sections">
      <ul className="wx-subnav__list">
        {links.map((l) => (
          <li key={`${l.label}|${l.url}`}>
            <a href={l.url} target={l.target} rel={l.target === '_blank' ? 'noopener' : undefined}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
