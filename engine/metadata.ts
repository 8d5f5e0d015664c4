import type { PageDescription } from '#schemas/generated/types.ts';

/** Product defaults for what a page description leaves out (spec: "using product defaults when missing"). */
export const METADATA_DEFAULTS = {
  siteName: 'NZ Weather',
  description: 'Forecasts, warnings, maps and radar for New Zealand.',
  themeColour: '#0b4f7c',
} as const;

export interface MetadataDefaults {
  siteName: string;
  description: string;
  themeColour: string;
  /** Absolute origin of the public site, e.g. PUBLIC_ORIGIN 'https://weather.example.nz'. */
  origin: string;
}

/** One `<meta>` tag: `name` for plain and twitter tags, `property` for Open Graph. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface PageHead {
  /** Document title, e.g. 'Auckland weather | NZ Weather'. */
  title: string;
  description: string;
  themeColour: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** 'noindex' when the page asks not to be indexed, else null. */
  robots: string | null;
  /** description, theme-color, robots, og:* and twitter:* tags, in that order. */
  meta: MetaTag[];
}

/** Absolute URL of an http(s) or site-relative link; in-page anchors and anything else give null. */
function absolute(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin.replace(/\/+$/, '')}${url}`;
  return null;
}

/**
 * Head data of a page from its description: title, description, social tags, theme colour,
 * canonical link and robots, with product defaults where the description is silent.
 *
 * @example pageMetadata(description, { ...METADATA_DEFAULTS, origin: 'https://weather.example.nz' }).title
 */
export function pageMetadata(description: PageDescription, defaults: MetadataDefaults): PageHead {
  const m = description.metadata ?? {};
  const heading = m.title || description.title;
  const title =
    heading && heading !== defaults.siteName
      ? `${heading} | ${defaults.siteName}`
      : defaults.siteName;
  const text = m.description || defaults.description;
  const themeColour = m.themeColour ?? defaults.themeColour;
  const canonical =
    absolute(m.canonical, defaults.origin) ??
    (absolute(description.url, defaults.origin) as string);
  const robots = m.noIndex ? 'noindex' : null;
  const image = absolute(m.image, defaults.origin);
  const meta: MetaTag[] = [
    { name: 'description', content: text },
    { name: 'theme-color', content: themeColour },
    ...(robots ? [{ name: 'robots', content: robots }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: defaults.siteName },
    { property: 'og:title', content: heading || defaults.siteName },
    { property: 'og:description', content: text },
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: heading || defaults.siteName },
    { name: 'twitter:description', content: text },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
  return { title, description: text, themeColour, canonical, robots, meta };
}
