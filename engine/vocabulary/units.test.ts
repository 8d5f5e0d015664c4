import {
  formatAltitude,
  formatCm,
  formatKt,
  formatMetres,
  formatMm,
  formatTemp,
  NOT_AVAILABLE,
  windText,
} from './units.ts';

describe('units', () => {
  it('writes wind in kt, swell in m and snow in cm', () => {
    expect(formatKt(14.6)).toBe('15 kt');
    expect(formatMetres(2.46)).toBe('2.5 m');
    expect(formatCm(120)).toBe('120 cm');
    expect(formatAltitude(2150)).toBe('2,150 m');
    expect(formatMm(0.25)).toBe('0.25 mm');
    expect(formatTemp(-0.4)).toBe('0°');
  });

  it('shows N/A for anything that is not a number', () => {
    for (const bad of [undefined, null, 'x', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatKt(bad)).toBe(NOT_AVAILABLE);
      expect(formatMm(bad)).toBe('N/A');
    }
  });

  it('spells wind out for screen readers', () => {
    expect(windText({ direction: 'NW', averageSpeed: 15 })).toEqual({
      short: 'NW 15 kt',
      spoken: 'northwest 15 knots',
    });
    expect(windText(undefined).short).toBe('N/A');
  });
});
