import { startSite, type RunningSite } from '../../tests/support/site.ts';
import { SECTION_HOMES } from './section-homes.ts';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

describe('section addresses', () => {
  it.each(Object.entries(SECTION_HOMES))('%s goes to %s, a page that exists', async (from, to) => {
    const response = await site.app.inject(`${from}?utm_source=sms`);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`${to}?utm_source=sms`);
    expect((await site.app.inject(to)).statusCode).toBe(200);
  });

  it('with a trailing slash too', async () => {
    const response = await site.app.inject('/warnings/');
    expect(response.headers.location).toBe('/warnings/home');
  });
});
