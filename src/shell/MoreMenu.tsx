import { useEffect, useId, useRef, useState } from 'react';
import type { ExternalLink } from '#engine/site-links.ts';
import { LinkItem } from '#modules/link-list/LinkItem.tsx';

/** The 'More' dropdown: a disclosure button with a list of external links (keyboard: Escape closes). */
export function MoreMenu({ links }: { links: ExternalLink[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      className="wx-more"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault(); // the phone menu around it stays open
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="wx-nav__link wx-more__button wx-js"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        More
      </button>
      <ul id={id} className="wx-more__list wx-nojs" hidden={!open}>
        {links.map((l) => (
          <li key={l.label}>
            <LinkItem link={{ ...l, target: '_blank' }} />
          </li>
        ))}
      </ul>
    </li>
  );
}
