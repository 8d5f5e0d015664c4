/**
 * The glossary's address and the terms modules link to (issue 25). The glossary page
 * (content/pages/about/glossary.json) has an entry with each of these ids as its anchor; a test
 * checks every id here is there, so no module links to a term the page lacks.
 */
export const GLOSSARY_URL = '/about/glossary';

export const GLOSSARY_TERMS = [
  'warning-levels',
  'watch',
  'warning',
  'severe-weather-outlook',
  'swell',
  'swell-period',
  'sea-state',
  'gust',
  'knot',
  'uv-index',
  'sun-protection-times',
  'moon-phase',
  'day-length',
  'frost',
  'fire-danger',
  'growing-degree-days',
  'evapotranspiration',
  'climate-outlook',
  'normal',
] as const;

export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number];

export const glossaryHref = (term: GlossaryTerm): string => `${GLOSSARY_URL}#${term}`;
