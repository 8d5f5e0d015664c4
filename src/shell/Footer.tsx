import type { ReactNode } from 'react';
import type { SiteLinks } from '#engine/site-links.ts';

interface FooterProps {
  links: SiteLinks;
  year: number;
  version: string;
  debug: boolean;
  /** Modules of the layout's last section (the optional footer promo). */
  promo?: ReactNode;
}

/** The site's accessibility statement (issue 29), linked from every footer as national services do. */
export const ACCESSIBILITY_URL = '/about/accessibility';

/**
 * Footer: the accessibility statement, external and social links, legal and copyright lines;
 * version only in debug mode (spec).
 */
export function Footer({ links, year, version, debug, promo }: FooterProps) {
  return (
    <footer className="wx-footer">
      {promo ? (
        <section className="wx-footer__promo" aria-label="Featured">
          {promo}
        </section>
      ) : null}
      <nav aria-label="Footer" className="wx-footer__nav">
        <ul className="wx-footer__links">
          <li>
            <a href={ACCESSIBILITY_URL}>Accessibility</a>
          </li>
          {links.footer.map((l) => (
            <li key={l.label}>
              <a href={l.url} rel="noopener">
                {l.label}
                {/* 'News' here is the organisation's, not the site's weather news (issue 29). */}
                <span className="wx-visually-hidden"> (organisation site)</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="wx-footer__social" aria-label="Social media">
          {links.social.map((l) => (
            <li key={l.label}>
              <a href={l.url} rel="noopener">
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="wx-footer__legal">
        Forecasts are guidance only: in severe weather follow the advice of Civil Defence and
        emergency services. Place names: GeoNames and NZ Gazetteer (LINZ), CC BY 4.0.
      </p>
      <p className="wx-footer__copy">© {year} NZ Weather</p>
      {debug ? <p className="wx-footer__version">Version {version}</p> : null}
    </footer>
  );
}
