// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { BarbecueRatingConfig } from '#schemas/generated/types.ts';
import { validateModuleBarbecueRating } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import BarbecueRating from './BarbecueRating.tsx';

const config: BarbecueRatingConfig = {
  name: 'barbecue-rating',
  dataUrl: '/api/data/barbecue/towns-cities/auckland',
  forecastUrl: '/towns-cities/locations/auckland',
  source: 'demo',
  issuedAt: '2026-11-22T13:00:00+13:00',
  location: { key: 'auckland', type: 'towns-cities', label: 'Auckland', region: 'Auckland' },
  days: [
    { date: '2026-11-22', rating: 4, highTemp: 24, rainChance: 10, rainfall: 0, windSpeed: 8 },
    { date: '2026-11-23', rating: 3, highTemp: 19, rainChance: 30, rainfall: 0.4, windSpeed: 14 },
    { date: '2026-11-24', rating: 2, highTemp: 16 },
    { date: '2026-11-25', rating: 1, highTemp: 11, rainChance: 80 },
    { date: '2026-11-26', rating: 0 },
    { date: '2026-11-27', rating: 5 },
    { date: '2026-11-28', rating: null },
    { date: '2026-11-29' },
  ],
};

/** Each day's row: its date, the rating's words and its colour class. */
function rows() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => {
      const badge = li.querySelector('.wx-bbq__rating');
      return [li.querySelector('.wx-bbq__date')?.textContent, badge?.textContent, badge?.className];
    });
}

describe('barbecue-rating', () => {
  it('validates: a data URL or days, and days of the data schema', () => {
    expect(validateModuleBarbecueRating(config)).toBe(true);
    expect(
      validateModuleBarbecueRating({
        name: 'barbecue-rating',
        dataUrl: '/api/data/barbecue/towns-cities/auckland',
      }),
    ).toBe(true);
    expect(validateModuleBarbecueRating({ name: 'barbecue-rating' })).toBe(false);
    expect(validateModuleBarbecueRating({ ...config, days: [{ date: 'Monday', rating: 2 }] })).toBe(
      false,
    );
    expect(validateModuleBarbecueRating({ ...config, forecastUrl: 'javascript:alert(1)' })).toBe(
      false,
    );
  });

  it('labels and colours each rating as the spec says, NO RATING for other values and NO RATING INFO when there is none', () => {
    render(<BarbecueRating config={config} context={testContext()} />);
    expect(screen.getByRole('heading', { name: 'Barbecue weather: Auckland' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Today', 'Awesome', 'wx-bbq__rating wx-bbq__rating--green'],
      ['Mon 23 Nov', 'Choice', 'wx-bbq__rating wx-bbq__rating--blue'],
      ['Tue 24 Nov', 'Hmmmm', 'wx-bbq__rating wx-bbq__rating--orange'],
      ['Wed 25 Nov', 'Yeah, nah', 'wx-bbq__rating wx-bbq__rating--red'],
      ['Thu 26 Nov', 'NO RATING', 'wx-bbq__rating wx-bbq__rating--none'],
      ['Fri 27 Nov', 'NO RATING', 'wx-bbq__rating wx-bbq__rating--none'],
      ['Sat 28 Nov', 'NO RATING INFO', 'wx-bbq__rating wx-bbq__rating--none'],
      ['Sun 29 Nov', 'NO RATING INFO', 'wx-bbq__rating wx-bbq__rating--none'],
    ]);
  });

  it('says what each day was rated from, links the full forecast and marks demo data', () => {
    render(<BarbecueRating config={config} context={testContext()} />);
    expect(screen.getByText('High 24°, 10% chance of rain, wind 8 kt')).toBeTruthy();
    expect(screen.getByText('High 16°')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Full forecast for Auckland' }).getAttribute('href'),
    ).toBe('/towns-cities/locations/auckland');
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('shows nothing without days (the engine removes an empty answer)', () => {
    const { container } = render(
      <BarbecueRating config={{ ...config, days: [] }} context={testContext()} />,
    );
    expect(container.textContent).toBe('');
  });
});
