import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isNavLinkActive } from '#engine/sections.ts';
import type { ExternalLink } from '#engine/site-links.ts';
import { SECTIONS } from '#engine/vocabulary/sections.ts';
import { MoreMenu } from './MoreMenu.tsx';

interface HeaderProps {
  path: string;
  moreLinks: ExternalLink[];
  /** Search bar and favourites, mounted by the app. */
  search?: ReactNode;
}

/** Site header: skip link, brand, primary navigation with a menu toggle on small screens. */
export function Header({ path, moreLinks, search }: HeaderProps) {
  // The menu is open for the page it was opened on: a page change closes it (issue 29).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === path;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? path : null);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header
      className="wx-header"
      onKeyDown={(e) => {
        // Escape closes the phone menu (an open More list inside it closes first, on its own).
        if (e.key !== 'Escape' || !menuOpen || e.defaultPrevented) return;
        setMenuOpen(false);
        menuButton.current?.focus();
      }}
    >
      <a className="wx-skip" href="#main">
        Skip to content
      </a>
      <div className="wx-header__bar">
        <a className="wx-brand" href="/national" aria-label="NZ Weather home">
          <svg className="wx-brand__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="9" cy="9" r="5" fill="#f2c14e" />
            <path d="M7 20h11a4 4 0 0 0 0-8 6 6 0 0 0-11.3 2A3 3 0 0 0 7 20z" fill="#fff" />
          </svg>
          <span>NZ Weather</span>
        </a>
        <button
          ref={menuButton}
          type="button"
          className="wx-header__menu wx-js"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
      </div>
      <nav id={navId} className={`wx-nav${menuOpen ? ' wx-nav--open' : ''}`} aria-label="Primary">
        <ul className="wx-nav__list">
          {SECTIONS.map((link) => {
            const active = isNavLinkActive(path, link.url);
            return (
              <li key={link.url}>
                <a
                  className={`wx-nav__link${active ? ' wx-nav__link--active' : ''}`}
                  href={link.url}
                  aria-current={active ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
          <MoreMenu links={moreLinks} />
        </ul>
      </nav>
      {search}
    </header>
  );
}
