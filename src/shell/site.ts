/** Primary navigation (spec: shell doc section 2, Navigation), in the spec's order. */
export const PRIMARY_NAV = [
  { label: 'National', url: '/national' },
  { label: 'Towns & Cities', url: '/towns-cities' },
  { label: 'Rural', url: '/rural' },
  { label: 'Marine', url: '/marine' },
  { label: 'Mountains & Parks', url: '/mountains-and-parks/national-parks' },
  { label: 'Maps & Radar', url: '/maps-radar/rain/radar' },
  { label: 'Warnings', url: '/warnings/home' },
  { label: 'News', url: '/news/weather-news' },
] as const;

export interface ExternalLink {
  label: string;
  url: string;
}

/** Organisation links are deployment configuration: they live on the organisation's own site. */
export interface SiteLinks {
  more: ExternalLink[];
  footer: ExternalLink[];
  social: ExternalLink[];
}

export function siteLinks(orgUrl: string): SiteLinks {
  const org = orgUrl.replace(/\/+$/, '');
  return {
    more: [
      { label: 'About', url: `${org}/about` },
      { label: 'Weather for business', url: `${org}/business` },
      { label: 'Blog', url: `${org}/blog` },
      { label: 'Contact Us', url: `${org}/contact` },
    ],
    footer: [
      { label: 'News', url: `${org}/news` },
      { label: 'About', url: `${org}/about` },
      { label: 'Products & Services', url: `${org}/products` },
      { label: 'Contact', url: `${org}/contact` },
      { label: 'Careers', url: `${org}/careers` },
      { label: 'Legal Disclaimer', url: `${org}/legal` },
    ],
    social: [
      { label: 'Facebook', url: 'https://www.facebook.com/' },
      { label: 'Instagram', url: 'https://www.instagram.com/' },
      { label: 'Twitter', url: 'https://twitter.com/' },
      { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    ],
  };
}
