// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { CompareConfig, ComparePlace } from '#schemas/generated/types.ts';
import { validateModuleCompare } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import { AddressSearch } from '../shared/address.ts';
import Compare, { notFoundText } from './Compare.tsx';

const place = (key: string, label: string, high: number, rain: number): ComparePlace => ({
  location: { key, type: 'towns-cities', label, region: 'Somewhere' },
  url: `/towns-cities/locations/${key}`,
  today: {
    date: '2026-11-22',
    condition: 'showers',
    highTemp: high,
    lowTemp: high - 8,
    text: 'Showers.',
    rainfall: rain,
    rainChance: 60,
    wind: { direction: 'SW', averageSpeed: 15, gustSpeed: 30 },
  },
});
const auckland = place('auckland', 'Auckland', 21, 2.4);
const wellington = place('wellington', 'Wellington', 16, 0);
const dunedin = place('dunedin', 'Dunedin', 13, 5);

function config(asked: string[], places: ComparePlace[]): CompareConfig {
  return {
    name: 'compare',
    title: 'Today side by side',
    source: 'demo',
    issuedAt: '2026-11-22T06:00:00+13:00',
    asked,
    places,
    suggestions: ['Auckland', 'Wellington'],
  } as CompareConfig;
}

function show(c: CompareConfig, address = '') {
  return render(
    <AddressSearch.Provider value={() => address}>
      <Compare config={c} context={testContext()} />
    </AddressSearch.Provider>,
  );
}

describe('compare', () => {
  it('validates the payload', () => {
    expect(validateModuleCompare(config(['auckland'], [auckland]))).toBe(true);
    expect(validateModuleCompare({ ...config([], []), places: [{ location: {} }] })).toBe(false);
  });

  it("shows each place as a column with today's condition, high, low, rain and wind", () => {
    show(config(['auckland', 'wellington'], [auckland, wellington]));
    const table = screen.getByRole('table', {
      name: "Today's forecast for Auckland, Wellington",
    });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['AucklandSomewhere', 'WellingtonSomewhere']);
    expect(within(columns[0]!).getByRole('link', { name: 'Auckland' }).getAttribute('href')).toBe(
      '/towns-cities/locations/auckland',
    );
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'ForecastShowersShowers',
      'High21°16°',
      'Low13°8°',
      'Rain2.4 mm0 mm',
      'Chance of rain60%60%',
      'WindSW 15 ktSW 15 kt',
      'Gusts30 kt30 kt',
    ]);
    expect(screen.getByRole('region', { name: "Today's forecast, side by side" })).toBeTruthy();
  });

  it('has a GET form with a picker per place, Compare first, and add but no remove at two', () => {
    show(config(['auckland', 'wellington'], [auckland, wellington]));
    const form = screen.getByRole('form', { name: 'Choose places to compare' });
    expect(form.getAttribute('method')).toBe('get');
    const pickers = within(form).getAllByRole('combobox');
    expect(pickers.map((p) => (p as HTMLInputElement).value)).toEqual(['Auckland', 'Wellington']);
    expect(pickers.every((p) => p.getAttribute('name') === 'compare')).toBe(true);
    const buttons = within(form).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Compare', 'Add a place']);
    expect(buttons[1]!.getAttribute('name')).toBe('add');
  });

  it('offers remove above two places, and one more empty picker after add, up to four', () => {
    show(
      config(['auckland', 'wellington', 'dunedin'], [auckland, wellington, dunedin]),
      '?compare=a,b,c&add=1',
    );
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
    expect(screen.getByLabelText('Place 4')).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Add a place' })).toBeNull();
    const remove = screen.getByRole('button', { name: 'Remove Wellington' });
    expect([remove.getAttribute('name'), remove.getAttribute('value')]).toEqual(['remove', '2']);
  });

  it('keeps an unknown name in its picker and says so; fewer than two places asks for more', () => {
    show(config(['auckland', 'aukland-city'], [auckland]));
    expect(screen.getByLabelText('Place 2')).toHaveProperty('value', 'aukland-city');
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not find a town called ‘aukland city’. Check the spelling, or choose a name from the list.',
    );
    // The place that was found still shows.
    expect(screen.getByRole('table').textContent).toContain('Auckland');
    expect(notFoundText(['auckland'], [auckland])).toBe('');
  });

  it('with nothing asked, shows two empty pickers and asks for two places', () => {
    show(config([], []));
    expect(screen.getAllByRole('combobox').map((p) => (p as HTMLInputElement).value)).toEqual([
      '',
      '',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least 2 places to compare.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
