import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { sameCatchment } from './divide.ts';
import { nearest } from './geo.ts';
import {
  WARNINGS_URL,
  dataUrl,
  link,
  linkList,
  locationLink,
  nowModule,
  regionalLinks,
  textModule,
} from './page-common.ts';
import { placePage } from './page-skeleton.ts';
import type { ContentData, NationalPark, SkiField } from './types.ts';

export function parkPage(park: NationalPark, data: ContentData): PageDescription {
  const towns = nearest(park, data.towns, 4);
  const fields = data.ski.filter((s) => s.park === park.key);
  const avalanche: ModuleConfig[] = park.alpine
    ? [
        {
          name: 'avalanche',
          key: 'avalanche',
          title: 'Avalanche advisory',
          urlSlug: 'avalanche',
          ...(park.avalancheRegions ? { mountainIds: park.avalancheRegions } : {}),
        },
      ]
    : [];
  return placePage({
    type: 'national-parks',
    place: park,
    region: park.region,
    section: 'mountains-and-parks',
    title: `${park.label} weather forecast`,
    subtitle: park.region,
    description: `Mountain weather for ${park.label}: freezing levels, winds on the tops and the daily forecast${park.alpine ? ', with the avalanche advisory' : ''}.`,
    links: [
      link('Mountain forecast', '#mountain'),
      link('Daily forecast', '#forecast'),
      ...(park.alpine ? [link('Avalanche', '#avalanche')] : []),
      link('Warnings', WARNINGS_URL),
    ],
    primary: {
      main: [
        nowModule('national-parks', park.key, park.label),
        {
          name: 'mountain-forecast',
          key: 'mountain',
          title: 'Mountain forecast',
          urlSlug: 'mountain',
          dataUrl: dataUrl('mountain', 'national-parks', park.key),
        },
        {
          name: 'forecast-days',
          key: 'forecast',
          title: 'Daily forecast',
          urlSlug: 'forecast',
          dataUrl: dataUrl('forecast', 'national-parks', park.key),
        },
      ],
      leftMajor: [
        textModule(
          'Before you go',
          [
            park.description,
            'Weather in the mountains can change much faster than in town. Tell someone your plans, carry warm layers and a rain jacket, and turn back if conditions get worse.',
          ],
          { key: 'about', urlSlug: 'about' },
        ),
      ],
      rightMajor: [
        linkList(
          'Nearby towns',
          towns.map((t) => locationLink('towns-cities', t)),
          { key: 'nearby' },
        ),
      ],
    },
    secondary: {
      major: avalanche,
      minor: [
        linkList(
          `More for ${park.region}`,
          [
            ...fields.map((s) => locationLink('ski', s, `Ski field: ${s.label}`)),
            ...regionalLinks(park.region, data),
            link('All national parks', '/mountains-and-parks/national-parks'),
            link('Severe weather warnings', WARNINGS_URL),
          ],
          { key: 'more', urlSlug: 'more' },
        ),
      ],
    },
  });
}

export function skiPage(field: SkiField, data: ContentData): PageDescription {
  const towns = nearest(field, data.towns, 3, (t) => !sameCatchment(field, t));
  const others = nearest(field, data.ski, 3, (s) => s.key === field.key);
  const park = data.parks.find((p) => p.key === field.park);
  return placePage({
    type: 'ski',
    place: field,
    region: field.region,
    section: 'mountains-and-parks',
    title: `${field.label} ski report and forecast`,
    subtitle: `${field.kind === 'club' ? 'Club ski field' : 'Ski field'}, ${field.region}`,
    description: `${field.label} snow and ski report: lifts and trails open, snow base, road conditions and the mountain forecast.`,
    links: [
      link('Ski report', '#ski'),
      link('Snow', '#snow'),
      link('Webcams', '#webcams'),
      link('Road', '#road'),
      link('Forecast', '#forecast'),
    ],
    primary: {
      // The weather leads; out of season the report below it is one folded line.
      main: [
        nowModule('ski', field.key, field.label),
        {
          name: 'ski-report',
          key: 'ski',
          title: 'Ski report',
          urlSlug: 'ski',
          dataUrl: `/api/data/ski/${field.key}`,
        },
        {
          name: 'forecast-days',
          key: 'forecast',
          title: `${field.label} forecast`,
          urlSlug: 'forecast',
          dataUrl: dataUrl('forecast', 'ski', field.key),
        },
      ],
      leftMajor: [
        {
          name: 'snow-report',
          key: 'snow',
          title: 'Snow report',
          urlSlug: 'snow',
          dataUrl: `/api/data/snow/${field.key}`,
        },
        {
          name: 'webcam-gallery',
          key: 'webcams',
          title: 'Webcams',
          urlSlug: 'webcams',
          dataUrl: `/api/data/webcams/ski/${field.key}`,
        },
      ],
      rightMajor: [
        linkList(
          'Nearby ski fields',
          others.map((s) => locationLink('ski', s)),
          { key: 'nearby-fields' },
        ),
      ],
    },
    secondary: {
      major: [
        {
          name: 'road-report',
          key: 'road',
          title: 'Road conditions',
          urlSlug: 'road',
          dataUrl: `/api/data/road/${field.key}`,
        },
        // State highways on the way up (the traffic feed of the field's region).
        {
          name: 'traffic-incidents',
          key: 'traffic',
          title: `Traffic incidents in ${field.region}`,
          urlSlug: 'traffic',
          dataUrl: `/api/data/traffic/ski/${field.key}`,
        },
      ],
      minor: [
        linkList(
          'Getting there',
          [
            ...towns.map((t) => locationLink('towns-cities', t, `${t.label} forecast`)),
            ...(park ? [locationLink('national-parks', park)] : []),
            link('All ski fields', '/mountains-and-parks/ski-fields'),
          ],
          { key: 'more', urlSlug: 'more' },
        ),
        textModule(
          'Driving to the snow',
          [
            'Carry chains and know how to fit them: access roads can need chains at short notice. Check the road report before you leave, and allow extra time on icy mornings.',
          ],
          { key: 'driving' },
        ),
      ],
    },
  });
}
