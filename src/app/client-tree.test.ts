// @vitest-environment jsdom
import { registry } from '#modules/catalogue.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { allModules } from '#engine/tree.ts';
import type { ClientSettings } from '#src/client-state.ts';
import { loadClientTree } from './client-tree.ts';

/**
 * Issue 20: after in-app navigation the browser resolves a page with the same engine code as the
 * server, so a broken module in the pages API's answer (a backend that did not check it, an
 * older server in a rolling deploy) is left out there too, and a data answer that breaks its
 * payload schema is never merged. The browser loads the validators it needs on demand.
 */

const settings = {
  debug: false,
  version: '13.0.7',
  orgUrl: 'https://example.org',
  now: 0,
  apiPrefix: '/api',
  search: { appId: 'x', apiKey: 'y', indexName: 'prod_index', hitsPerPage: 10 },
} as ClientSettings;

const page = {
  schemaVersion: 1,
  url: '/towns-cities/locations/test',
  type: 'towns-cities',
  name: 'test',
  title: 'Test',
  layout: {
    name: 'five-up',
    primary: {
      main: [
        { name: 'text', key: 'good', text: 'Kept.' },
        { name: 'link-list', key: 'bad-links', title: 'Broken', links: 5 },
        { name: 'text', key: 'misspelt', titel: 'Misspelt', text: 'Gone.' },
        { name: 'rain-forecast', key: 'rain', dataUrl: '/api/data/rain/towns-cities/test' },
      ],
    },
  },
} as unknown as PageDescription;

function deps(answers: Record<string, unknown>) {
  const errors: string[] = [];
  return {
    errors,
    deps: {
      settings,
      registry,
      fetchJson: async (url: string) => {
        if (!(url in answers)) throw new Error(`GET ${url} answered 404`);
        return answers[url];
      },
      logger: { error: (m: string) => errors.push(m), warn: () => undefined },
      fetchParent: () => Promise.reject(new Error('no parent')),
      loadModules: async () => undefined,
      provideComponent: () => undefined,
    },
  };
}

describe('the browser resolves a page after in-app navigation', () => {
  it('leaves out modules that break their own schema, and data that breaks its payload', async () => {
    const { deps: d, errors } = deps({
      // Not RainData: no source, issue time or days.
      '/api/data/rain/towns-cities/test': { days: 'wet' },
    });
    const tree = await loadClientTree(page, d);
    expect(allModules(tree).map((m) => m.key)).toEqual(['good']);
    const said = errors.join('\n');
    expect(said).toMatch(/Module "link-list" has an invalid config: \/links/);
    expect(said).toMatch(/Module "text" has an invalid config:.*titel/);
    expect(said).toMatch(/Module "rain-forecast" \(rain\): data from .* does not fit RainData/);
  });
});
