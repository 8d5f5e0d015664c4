import { drawerIslandId, Island, useIslands } from '#engine/react/islands.tsx';
import type { SecondaryItem } from './types.ts';
import { drawerOf } from './Drawer.tsx';

/**
 * Secondary section: a sidebar of in-page anchors on large screens, drawers on small screens. Each
 * drawer is an island (decision 022): on a first load the browser hydrates the drawer alone and
 * keeps its module as the server drew it, unless the module is an island itself.
 */
export function SecondarySection({ items }: { items: SecondaryItem[] }) {
  const env = useIslands();
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
          <Island key={i.key} id={drawerIslandId(env, i.key)}>
            {drawerOf(i)}
          </Island>
        ))}
      </div>
    </div>
  );
}
