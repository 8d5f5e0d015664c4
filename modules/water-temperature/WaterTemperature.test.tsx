// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { testContext } from '#tests/support/module-fixtures.ts';
import { recreationAnswer } from '#tests/support/recreation-fixtures.ts';
import WaterTemperature, { wetsuitFor } from './WaterTemperature.tsx';

describe('water-temperature', () => {
  it('gives the sea temperature and what to wear', () => {
    render(
      <WaterTemperature
        config={{
          name: 'water-temperature',
          title: 'Water',
          ...recreationAnswer('coastal', [], { seaTemperature: 16.4 }),
        }}
        context={testContext()}
      />,
    );
    expect(screen.getByText('Sea 16°C')).toBeTruthy();
    expect(screen.getByText('Wear a 3/2 mm steamer.')).toBeTruthy();
  });

  it('draws the wetsuit line at each edge', () => {
    expect(wetsuitFor(11)).toMatch(/5\/4/);
    expect(wetsuitFor(11.1)).toMatch(/4\/3/);
    expect(wetsuitFor(20)).toMatch(/spring suit/);
    expect(wetsuitFor(20.1)).toBe('togs or a rash top');
  });

  it('says when the ocean model has no temperature there', () => {
    render(
      <WaterTemperature
        config={{
          name: 'water-temperature',
          ...recreationAnswer('coastal', [], {
            unavailable: [
              { part: 'seaTemperature', reason: 'The ocean model gives no sea temperature here.' },
            ],
          }),
        }}
        context={testContext()}
      />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Not available here: sea temperature. The ocean model gives no sea temperature here.',
    );
  });
});
