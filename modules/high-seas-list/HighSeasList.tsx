import { useEffect, useId, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { HighSeasListConfig } from '#schemas/generated/types.ts';
import { ModuleTitle } from '../shared/DataNote.tsx';
import './HighSeasList.css';

/** The four high seas areas (spec section 2), keys as in content/data/locations.json. */
export const HIGH_SEAS_AREAS = [
  { key: 'subtropic', label: 'Subtropic' },
  { key: 'pacific', label: 'Pacific' },
  { key: 'forties', label: 'Forties' },
  { key: 'southern', label: 'Southern' },
] as const;

export const LARGE_SCREEN_QUERY = '(min-width: 64em)';

/**
 * Small screens go to the in-page #<key> anchor; large screens open the area in a panel through the
 * `location` query parameter. The server cannot know the screen, so links start as hashes (they
 * work without JavaScript) and an effect upgrades them when the large-screen query matches.
 */
export default function HighSeasList({ config }: ModuleProps<HighSeasListConfig>) {
  const id = useId();
  const [large, setLarge] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LARGE_SCREEN_QUERY);
    const update = (): void => setLarge(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return (
    <nav
      className="wx-high-seas"
      aria-labelledby={config.title ? id : undefined}
      aria-label={config.title ? undefined : 'High seas areas'}
    >
      <ModuleTitle title={config.title} id={id} />
      <ul className="wx-high-seas__list">
        {HIGH_SEAS_AREAS.map((area) => (
          <li key={area.key}>
            <a href={large ? `?location=${area.key}` : `#${area.key}`}>{area.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
