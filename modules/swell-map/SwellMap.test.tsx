// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SwellMapConfig } from '#schemas/generated/types.ts';
import { validateModuleSwellMap } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import SwellMap from './SwellMap.tsx';

const water = (
  key: string,
  label: string,
  lat: number,
  lon: number,
  height: number,
  degrees: number,
) => ({
  key,
  label,
  url: `/marine/areas/${key}`,
  lat,
  lon,
  height,
  period: 12,
  degrees,
});
const config: SwellMapConfig = {
  name: 'swell-map',
  title: 'Swell now',
  source: 'demo',
  validAt: '2026-11-25T14:00:00+13:00',
  bands: [{ from: -1, d: 'M0 0l10 0 0 10z' }],
  places: [
    water('puysegur', 'Puysegur', -46, 166.4, 4.5, 225),
    water('plenty', 'Plenty', -37.6, 176.9, 0.8, 45),
  ],
};

describe('swell-map', () => {
  it('validates the payload', () => {
    expect(validateModuleSwellMap(config)).toBe(true);
    expect(
      validateModuleSwellMap({ ...config, places: [{ ...config.places![0], height: -1 }] }),
    ).toBe(false);
  });

  it('says the biggest and smallest swell, draws the sea under the land and an arrow per water', () => {
    render(<SwellMap config={config} context={testContext()} />);
    expect(
      screen.getByText(
        'Swell at 2:00 pm: height in metres; arrows run the way the swell travels. Biggest at Puysegur: 4.5 m from the southwest every 12 s. Smallest at Plenty: 0.8 m from the northeast every 12 s.',
      ),
    ).toBeTruthy();
    const map = screen.getByRole('group', { name: 'Swell map at 2:00 pm: height and direction' });
    // The land is drawn again over the bands, so the sea's colours stop at the coast.
    const order = [...map.children].map((c) => c.getAttribute('class'));
    expect(order.slice(0, 3)).toEqual(['wx-map__land', 'wx-layer-bands', 'wx-map__land']);
    expect(map.querySelectorAll('.wx-layer-arrow')).toHaveLength(2);
  });

  it('lists height, period and direction by water', () => {
    render(<SwellMap config={config} context={testContext()} />);
    const rows = within(screen.getByRole('table', { name: 'Swell by coastal water' }))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Coastal waterHeightPeriodFrom',
      'Puysegur4.5 m12 ssouthwest',
      'Plenty0.8 m12 snortheast',
    ]);
  });
});
