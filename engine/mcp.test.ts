import { insertMessages, mcpUrl, parseMcpAnswer } from './mcp.ts';
import { resolvePage } from './resolve.ts';
import {
  memoryLogger,
  testContracts,
  testPage,
  testRegistry,
} from '#tests/support/engine-fixtures.ts';

const auckland = testPage(
  {},
  { location: { key: 'auckland', type: 'towns-cities', label: 'Auckland', region: 'Auckland' } },
);

describe('mcpUrl', () => {
  it('builds the path from the url segments and the location, with none for missing parts', () => {
    expect(mcpUrl(auckland, '/api')).toBe(
      '/api/mcp-messages/towns-cities/locations/auckland/auckland/none',
    );
    expect(mcpUrl(testPage({}, { url: '/national' }), '/api/')).toBe(
      '/api/mcp-messages/national/none/none/none/none',
    );
  });

  it('slugs the region and replaces the slashes of the map layer', () => {
    const page = testPage(
      { name: 'map' },
      {
        url: '/maps-radar/rain/radar',
        location: {
          key: 'palmerston-north',
          type: 'towns-cities',
          label: 'Palmerston North',
          region: 'Manawatū-Whanganui',
        },
        map: { config: { mapLayer: 'rain/radar' } },
      },
    );
    expect(mcpUrl(page, '/api')).toBe(
      '/api/mcp-messages/maps-radar/rain/manawatu-whanganui/palmerston-north/rain-radar',
    );
  });
});

describe('parseMcpAnswer', () => {
  it('keeps well-formed messages only', () => {
    const good = { module: { name: 'text', text: 'x' }, slotPath: 'main' };
    expect(
      parseMcpAnswer({ messageModules: [good, { slotPath: 3 }, null, { module: {} }] }),
    ).toEqual([good]);
    expect(parseMcpAnswer(null)).toEqual([]);
    expect(parseMcpAnswer({ messageModules: 'x' })).toEqual([]);
  });
});

describe('insertMessages', () => {
  const base = testPage({
    primary: { main: [{ name: 'text', text: 'own' }] },
    secondary: { major: [{ name: 'text', text: 'sec' }] },
  });
  const opts = () => ({ debug: false, logger: memoryLogger(), contracts: testContracts });

  it('inserts each module at the top of every named slot, keeping message order', () => {
    const tree = resolvePage(base, testRegistry, opts());
    const out = insertMessages(
      tree,
      [
        { module: { name: 'text', text: 'one' }, slotPath: 'main, secondary.main,last' },
        { module: { name: 'text', text: 'two' }, slotPath: 'main' },
        {
          module: { name: 'text', text: 'three', layout: { expandInMobileView: true } },
          slotPath: 'left-major,bottom',
        },
      ],
      base,
      testRegistry,
      opts(),
    );
    // A main column of one module: the messages follow it (the forecast first, issue 22).
    expect(out.primary.main.map((m) => m.config.text)).toEqual(['own', 'one', 'two']);
    expect(out.secondary.major.map((m) => m.config.text)).toEqual(['one', 'sec']);
    expect(out.primary.leftMajor.map((m) => m.config.text)).toEqual(['three']);
    expect(out.secondary.minor.map((m) => [m.config.text, m.expanded])).toEqual([['three', true]]);
    expect(out.last.map((m) => m.config.text)).toEqual(['one']);
    expect(new Set([...out.primary.main, ...out.secondary.major].map((m) => m.key)).size).toBe(5);
    expect(tree.primary.main).toHaveLength(1);
  });

  it('puts a message in the main column after the now card and the days, never above them', () => {
    const page = testPage({
      primary: {
        main: [
          { name: 'text', text: 'now' },
          { name: 'text', text: 'days' },
          { name: 'text', text: 'hours' },
        ],
      },
    });
    const out = insertMessages(
      resolvePage(page, testRegistry, opts()),
      [{ module: { name: 'text', text: 'rivers' }, slotPath: 'main' }],
      page,
      testRegistry,
      opts(),
    );
    expect(out.primary.main.map((m) => m.config.text)).toEqual(['now', 'days', 'rivers', 'hours']);
  });

  it('skips unknown slots and modules that fail the rules, with a log', () => {
    const o = opts();
    const tree = resolvePage(base, testRegistry, o);
    const out = insertMessages(
      tree,
      [
        { module: { name: 'text', text: 'x' }, slotPath: 'sidebar' },
        { module: { name: 'unknown-thing' }, slotPath: 'main' },
        { module: { name: 'text', text: 'hidden', hideModule: true }, slotPath: 'main' },
      ],
      base,
      testRegistry,
      o,
    );
    expect(out.primary.main.map((m) => m.config.text)).toEqual(['own']);
    expect(o.logger.errors).toHaveLength(2);
  });
});
