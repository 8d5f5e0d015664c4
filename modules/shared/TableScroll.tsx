import type { ReactNode } from 'react';
import './shared.css';
import './table.css';

/**
 * The data-table primitive's frame (DataTable.tsx): a table wider than the screen scrolls
 * sideways inside this labelled region (keyboard users reach it with Tab and scroll with the
 * arrow keys), never the page. While there is more to one side, that edge is shaded and a line
 * says so (table.css: no script). The server cannot measure: it renders the region, and once the
 * page is interactive the site's rule (src/shell/scroll-regions.ts) keeps it a region and a Tab
 * stop only while it scrolls.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="wx-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <p className="wx-table-wrap__cue" aria-hidden="true">
        Scroll sideways for more
      </p>
      {children}
    </div>
  );
}
