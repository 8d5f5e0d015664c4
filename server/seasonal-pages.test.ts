import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import {
  captureLogger,
  makeContentDir,
  page,
  standardPages,
  testConfig,
} from '#tests/support/server-fixtures.ts';
import type { TempContent } from '#tests/support/server-fixtures.ts';
import { isSkiSeason } from './weather/ski-fields.ts';

/**
 * The ski season follows the date (issue 25): content/data/curated/ski-season.json says 13 June to
 * 12 October, days in New Zealand time. 13 June 00:00 NZST (UTC+12) is 12 June 12:00 UTC; the
 * last day ends at 13 October 00:00 NZDT (UTC+13), which is 12 October 11:00 UTC.
 */
const OPENS = Date.parse('2026-06-12T12:00:00Z');
const CLOSES = Date.parse('2026-10-12T11:00:00Z');

describe('isSkiSeason', () => {
  it('opens at midnight New Zealand time on 13 June, not at midnight UTC', () => {
    expect(isSkiSeason(OPENS - 1)).toBe(false);
    expect(isSkiSeason(OPENS)).toBe(true);
    expect(isSkiSeason(Date.parse('2026-06-13T00:00:00Z'))).toBe(true);
  });

  it('closes when 12 October ends in New Zealand (daylight time by then)', () => {
    expect(isSkiSeason(CLOSES - 1)).toBe(true);
    expect(isSkiSeason(CLOSES)).toBe(false);
    expect(isSkiSeason(Date.parse('2026-11-25T01:00:00Z'))).toBe(false);
  });
});

const PARKS = '/mountains-and-parks/national-parks';
let content: TempContent;
let app: FastifyInstance;
let at = OPENS - 1;

beforeAll(async () => {
  content = await makeContentDir({
    ...standardPages,
    'mountains-and-parks/national-parks.json': page(PARKS, {
      layout: {
        name: 'five-up',
        primary: {
          main: [
            {
              name: 'text',
              key: 'ski',
              title: 'Ski fields',
              text: 'Open',
              hideWhen: ['notSkiSeason'],
            },
            { name: 'text', key: 'parks', title: 'National parks', text: 'All 13' },
          ],
        },
      },
    }),
    'towns-cities/locations/nelson.json': page('/towns-cities/locations/nelson'),
  });
  app = await buildApp(testConfig(content.dir), {
    services: null,
    logger: captureLogger().logger,
    now: () => at,
  });
});
afterAll(async () => {
  await app.close();
  await content.remove();
});

const description = async (path: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/pages${path}` });
  expect(response.statusCode).toBe(200);
  return { body: response.json<{ isSkiSeason?: string }>(), etag: response.headers.etag };
};

describe('the national parks page across the season boundary', () => {
  it('is the standard page the millisecond before the season, the ski-fields variant at it', async () => {
    at = OPENS - 1;
    const before = await description(PARKS);
    expect(before.body.isSkiSeason).toBeUndefined();
    at = OPENS;
    const during = await description(PARKS);
    expect(during.body.isSkiSeason).toBe('true');
    // Its own ETag: a browser holding the standard page is not told it is current.
    expect(during.etag).not.toBe(before.etag);
    expect((await app.getPage(PARKS)).description.isSkiSeason).toBe('true');
  });

  it('is the standard page again once the season closes', async () => {
    at = CLOSES - 1;
    expect((await description(PARKS)).body.isSkiSeason).toBe('true');
    at = CLOSES;
    expect((await description(PARKS)).body.isSkiSeason).toBeUndefined();
  });

  it('leaves a page with nothing seasonal as it is, in season too', async () => {
    at = OPENS;
    expect((await description('/towns-cities/locations/nelson')).body.isSkiSeason).toBeUndefined();
  });
});
