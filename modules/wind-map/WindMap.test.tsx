// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { WindMapConfig } from '#schemas/generated/types.ts';
import { validateModuleWindMap } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import WindMap from './WindMap.tsx';

const config: WindMapConfig = {
  name: 'wind-map',
  title: 'Wind now',
  source: 'demo',
  validAt: '2026-11-25T14:00:00+13:00',
  bands: [
    { from: -1, d: 'M0 0h10v10h-10z' },
    { from: 30, d: 'M2 2h5v5h-5z' },
  ],
  arrows: [{ lat: -41, lon: 174, degrees: 315, value: 30 }],
  places: [
    {
      key: 'wellington',
      label: 'Wellington',
      url: '/towns-cities/locations/wellington',
      lat: -41.29,
      lon: 174.78,
      wind: { direction: 'N', averageSpeed: 35, gustSpeed: 50 },
    },
    {
      key: 'nelson',
      label: 'Nelson',
      url: '/towns-cities/locations/nelson',
      lat: -41.27,
      lon: 173.28,
      wind: { direction: 'SW', averageSpeed: 4, gustSpeed: 9 },
    },
  ],
};

describe('wind-map', () => {
  it('validates the payload', () => {
    expect(validateModuleWindMap(config)).toBe(true);
    expect(validateModuleWindMap({ ...config, arrows: [{ lat: -41 }] })).toBe(false);
  });

  it('names the strongest and lightest wind in words, and draws an arrow turned downwind', () => {
    const { container } = render(<WindMap config={config} context={testContext()} />);
    expect(
      screen.getByText(
        'Wind at 2:00 pm, average speeds in knots; arrows fly downwind. Strongest at Wellington: north 35 knots, gusts 50 knots. Lightest at Nelson: southwest 4 knots, gusts 9 knots.',
      ),
    ).toBeTruthy();
    const map = screen.getByRole('group', { name: 'Wind map at 2:00 pm: speed and direction' });
    expect(map.querySelector('.wx-layer-arrow')?.getAttribute('transform')).toMatch(
      /rotate\(315\)$/,
    );
    expect(container.querySelectorAll('.wx-layer-bands path')).toHaveLength(2);
  });

  it('has the speed steps as a key and each town’s wind in a table, spoken in words', () => {
    render(<WindMap config={config} context={testContext()} />);
    const key = within(
      screen.getByRole('figure', { name: 'Average wind speed, knots' }),
    ).getAllByRole('listitem');
    expect([key[0]!.textContent, key[1]!.textContent, key.at(-1)!.textContent]).toEqual([
      'Below 5 kt',
      '5–10 kt',
      '50 kt and over',
    ]);
    const table = screen.getByRole('table', { name: 'Wind now by town' });
    const wellington = within(table).getByRole('row', { name: /Wellington/ });
    expect(within(wellington).getByText('north 35 knots')).toBeTruthy();
    expect(within(wellington).getByText('50 kt')).toBeTruthy();
  });
});
