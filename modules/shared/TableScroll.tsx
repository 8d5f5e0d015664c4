import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import './shared.css';

/**
 * The data-table primitive's frame: a table wider than the screen scrolls sideways inside this
 * labelled region (keyboard users reach it with Tab and scroll with the arrow keys), never the page.
 * Only while it does scroll is it a named region and a Tab stop (issue 29): a table that fits is
 * just a table, not a stop that does nothing nor one more landmark. The server cannot measure, so
 * it renders the region; the browser drops it once it sees the table fit, and adds it back when
 * the window narrows.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setScrolls(el.scrollWidth > el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      className="wx-table-wrap"
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}
