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
