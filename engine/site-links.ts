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
