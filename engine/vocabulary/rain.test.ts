import { legendStatusStep, rainColourStep, rainfallBand, rainfallBandLabel } from './rain.ts';

describe('rainfall per hour bands', () => {
  it.each([
    [0, 'none'],
    [0.19, 'none'],
    [0.2, 'light'],
    [2.09, 'light'],
    [2.1, 'moderate'],
    [6.09, 'moderate'],
    [6.1, 'heavy'],
    [24.99, 'heavy'],
    [25, 'torrential'],
    [80, 'torrential'],
  ])('%s mm/h is %s', (value, band) => {
    expect(rainfallBand(value)).toBe(band);
  });

  it('has no band for values that are not numbers', () => {
    expect(rainfallBand('3')).toBeNull();
    expect(rainfallBand(Number.NaN)).toBeNull();
    expect(rainfallBand(undefined)).toBeNull();
  });

  it('labels bands', () => {
    expect(rainfallBandLabel('torrential')).toBe('Torrential');
  });
});

describe('rain marker colour steps', () => {
  it.each([
    [25.1, 4],
    [25, 3],
    [6.1, 3],
    [6, 2],
    [2.1, 2],
    [2, 1],
    [0.2, 1],
    [0.1, 0],
    [0, 0],
  ])('%s -> step %s (strictly over each bound)', (value, step) => {
    expect(rainColourStep(value)).toBe(step);
  });

  it('falls back to grey when the value is not numeric', () => {
    expect(rainColourStep('heavy')).toBe('grey');
  });

  it('reads legend statuses', () => {
    expect(legendStatusStep('heavy')).toBe(3);
    expect(legendStatusStep('unknown')).toBeNull();
  });
});
