/**
 * The site's sections as the spec's navigation lists and titles them (shell doc section 2,
 * Navigation), in its order: the header's navigation, and the one spelling of each title for
 * whatever else names a section (the search overlay's result groups).
 */
export const SECTIONS = [
  { label: 'National', url: '/national' },
  { label: 'Towns & Cities', url: '/towns-cities' },
  { label: 'Rural', url: '/rural' },
  { label: 'Marine', url: '/marine' },
  { label: 'Mountains & Parks', url: '/mountains-and-parks/national-parks' },
  { label: 'Maps & Radar', url: '/maps-radar/rain/radar' },
  { label: 'Warnings', url: '/warnings/home' },
  { label: 'News', url: '/news/weather-news' },
] as const;
