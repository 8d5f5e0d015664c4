// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { BoatingForecastConfig } from '#schemas/generated/types.ts';
import { validateModuleBoatingForecast } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import { periodsAt, recreationAnswer } from '#tests/support/recreation-fixtures.ts';
import BoatingForecast from './BoatingForecast.tsx';

const config: BoatingForecastConfig = {
  name: 'boating-forecast',
  title: 'Westhaven Marina boating forecast',
  ...recreationAnswer(
    'boating',
    periodsAt([
      {
        rating: 1,
        reasons: ['A gale warning is in force'],
        sea: { height: 2.1, state: 'rough' },
        swell: { seaHeight: 1.2, direction: 'NE', period: 8 },
      },
    ]),
    { warnings: ['rain', 'gale'] },
  ),
};

describe('boating-forecast', () => {
  it('validates the recreation payload', () => {
    expect(validateModuleBoatingForecast(config)).toBe(true);
  });

  it('names the marine warnings in force first, not the land ones', () => {
    render(<BoatingForecast config={config} context={testContext()} />);
    const warnings = screen.getByRole('list', { name: 'Marine warnings in force' });
    expect(
      within(warnings)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Gale warning']);
    expect(screen.getByText(/Small boats now/).textContent).toBe('Small boats now Poor (1 of 4)');
  });

  it('lists wind, gusts, sea and swell', () => {
    render(<BoatingForecast config={config} context={testContext()} />);
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Poor (1 of 4)',
      'SW 8 ktsouthwest 8 knots',
      '14 kt',
      'rough, 2.1 m',
      'NE 1.2 m, 8 s',
    ]);
  });

  it('says when no marine warning is in force', () => {
    render(<BoatingForecast config={{ ...config, warnings: [] }} context={testContext()} />);
    expect(screen.getByText('No marine warnings in force here.')).toBeTruthy();
  });
});
