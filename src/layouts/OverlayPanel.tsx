import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { OverlayInfo } from '#schemas/generated/types.ts';

/**
 * The overlay page: shown over its parent page with a title, an optional subtitle link and a
 * close link back to the parent's URL (spec). It is a labelled dialog; focus moves into it and
 * Escape closes it. Without JavaScript the close link is an ordinary link.
 */
export function OverlayPanel({
  overlay,
  onClose,
  children,
}: {
  overlay: OverlayInfo;
  onClose?: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div
      className="wx-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="wx-overlay-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <div className="wx-overlay__panel">
        <div className="wx-overlay__head">
          <h2 id="wx-overlay-title" tabIndex={-1} ref={heading}>
            {overlay.title}
          </h2>
          {overlay.subtitleLink ? (
            <a href={overlay.subtitleLink.url}>{overlay.subtitleLink.label}</a>
          ) : null}
          <a className="wx-overlay__close" href={overlay.parentUrl} aria-label="Close">
            ×
          </a>
        </div>
        <div className="wx-overlay__body">{children}</div>
      </div>
    </div>
  );
}
