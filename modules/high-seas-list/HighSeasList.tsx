import { useContext, useEffect, useId, useRef, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { HighSeasListConfig } from '#schemas/generated/types.ts';
import { AddressSearch } from '../shared/address.ts';
import { HIGH_SEAS_AREAS, highSeasLocation } from '#engine/vocabulary/high-seas.ts';
import './HighSeasList.css';
import { ModuleSection } from '../shared/ModuleSection.tsx';

export { HIGH_SEAS_AREAS };
export const LARGE_SCREEN_QUERY = '(min-width: 64em)';

/**
 * The four high seas areas (spec section 2). Each has a section of its own (`id` = its key) with
 * its forecast summary. Large screens open an area in a panel through `?location=<key>`; small
 * screens jump to the area's section through `#<key>`. The server renders the panel the address
 * names and links that work either way without JavaScript (`?location=<key>#<key>`); in the browser
 * the links become the one the screen size calls for, and a large screen opens the panel in place.
 */
export default function HighSeasList({ config, context }: ModuleProps<HighSeasListConfig>) {
  const id = useId();
  const address = useContext(AddressSearch);
  const [open, setOpen] = useState(() => highSeasLocation(address()));
  const [large, setLarge] = useState<boolean | null>(null);
  const panel = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return setLarge(false);
    const query = window.matchMedia(LARGE_SCREEN_QUERY);
    const update = (): void => setLarge(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  useEffect(() => {
    if (moved.current && open) panel.current?.focus();
  }, [open]);

  const show = (key: (typeof HIGH_SEAS_AREAS)[number]['key'] | null) => {
    moved.current = true;
    setOpen(key);
    const url = new URL(window.location.href);
    if (key) url.searchParams.set('location', key);
    else url.searchParams.delete('location');
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
  };
  const areas = config.areas ?? [];
  const pageUrl = context.page.url;

  return (
    <ModuleSection
      className="wx-high-seas"
      title={config.title}
      label="High seas areas"
      titleId={id}
    >
      <nav aria-label="High seas areas">
        <ul className="wx-high-seas__list">
          {HIGH_SEAS_AREAS.map((area) => (
            <li key={area.key}>
              <a
                href={
                  large === null
                    ? `?location=${area.key}#${area.key}`
                    : large
                      ? `?location=${area.key}`
                      : `#${area.key}`
                }
                aria-current={open === area.key ? 'true' : undefined}
                onClick={(e) => {
                  if (large === null) return;
                  e.preventDefault();
                  if (large) return show(area.key);
                  // In place, without the popstate a hash link fires (the page machine would
                  // reload the page and scroll back to the top).
                  window.history.pushState(window.history.state, '', `#${area.key}`);
                  const target = document.getElementById(area.key);
                  target?.scrollIntoView();
                  target?.querySelector('h3')?.focus({ preventScroll: true });
                }}
              >
                {area.label}{' '}
                {/* Named for what it opens: 'Pacific' alone also names the link to its page. */}
                <span className="wx-visually-hidden">forecast summary</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {HIGH_SEAS_AREAS.map((area) => {
        const data = areas.find((a) => a.key === area.key);
        const isOpen = open === area.key;
        return (
          <section
            key={area.key}
            id={area.key}
            className={`wx-high-seas__area${isOpen ? ' wx-high-seas__area--open' : ''}`}
            aria-labelledby={`${id}-${area.key}`}
          >
            <h3 id={`${id}-${area.key}`} tabIndex={-1} ref={isOpen ? panel : undefined}>
              {area.label} forecast summary
            </h3>
            {isOpen ? (
              <a
                className="wx-high-seas__close"
                href={pageUrl}
                onClick={(e) => {
                  e.preventDefault();
                  show(null);
                }}
              >
                Close<span className="wx-visually-hidden"> {area.label} forecast</span>
              </a>
            ) : null}
            {data ? <p>{data.text}</p> : null}
            <a href={data?.url ?? `/marine/high-seas/${area.key}`}>
              Full forecast for {area.label}
            </a>
          </section>
        );
      })}
    </ModuleSection>
  );
}
