import type { SecondaryItem } from './types.ts';
import { Drawer } from './Drawer.tsx';

/** Secondary section: a sidebar of in-page anchors on large screens, drawers on small screens. */
export function SecondarySection({ items }: { items: SecondaryItem[] }) {
  if (items.length === 0) return null;
  const anchored = items.filter((i) => i.slug);
  return (
    <div className="wx-secondary">
      {anchored.length > 0 ? (
        <nav className="wx-secondary__anchors" aria-label="On this page">
          <ul>
            {anchored.map((i) => (
              <li key={i.key}>
                <a href={`#${i.slug}`}>{i.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="wx-secondary__modules">
        {items.map((i) => (
          <Drawer key={i.key} title={i.title} slug={i.slug} expanded={i.expanded}>
            {i.node}
          </Drawer>
        ))}
      </div>
    </div>
  );
}
