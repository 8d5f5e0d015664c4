import type { Marker } from '#schemas/generated/types.ts';
import { colourStep } from '../colour-steps.ts';
import { detailRows } from './marker-detail.ts';

const everything: Marker = {
  key: 'x',
  // Deliberately out of order: the detail follows the spec, not the data.
  views: {
    soilTemperature: { meta: 12, text: '12°' },
    pressure: { meta: 1016, text: '1016 hPa' },
    wind: { meta: 12, text: 'NW 12 kt' },
    soilMoisture: { meta: 45, text: '45%' },
    humidity: { meta: 80, text: '80%' },
    rain: { meta: 7, text: '7 mm' },
    temp: { meta: 21, text: '21°' },
  },
};

describe('marker detail', () => {
  it('lists values in the spec order', () => {
    expect(detailRows(everything).map((r) => `${r.label} ${r.text}`)).toEqual([
      'Temperature 21°',
      'Rainfall 7 mm',
      'Wind NW 12 kt',
      'Humidity 80%',
      'Pressure 1016 hPa',
      'Soil moisture 45%',
      'Soil temperature 12°',
    ]);
  });

  it('colours temperature, rainfall and soil by their steps; the rest plain', () => {
    const colours = detailRows(everything).map((r) => r.colour);
    expect(colours[0]).toMatchObject({ background: colourStep('air-temperature', 21).background });
    expect(colours[1]).toEqual({ kind: 'rain', step: 3 }); // over 6
    expect(colours.slice(2, 5)).toEqual([null, null, null]);
    expect(colours[5]).toMatchObject({ background: colourStep('soil-moisture', 45).background });
    expect(colours[6]).toMatchObject({ background: colourStep('soil-temperature', 12).background });
  });

  it('uses the band edges of each scale', () => {
    const at = (view: string, meta: number) =>
      detailRows({ key: 'e', views: { [view]: { meta } } })[0]?.colour;
    expect(at('rain', 25)).toEqual({ kind: 'rain', step: 3 });
    expect(at('rain', 25.01)).toEqual({ kind: 'rain', step: 4 });
    expect(at('temp', -14)).toMatchObject({
      background: colourStep('air-temperature', -14).background,
    });
    expect(at('temp', -14)).not.toEqual(at('temp', -14.1));
    expect(at('soilTemperature', 35)).not.toEqual(at('soilTemperature', 34.9));
    expect(at('soilMoisture', 90)).not.toEqual(at('soilMoisture', 89.9));
  });

  it('is grey, with N/A, when the value is not a number', () => {
    const rows = detailRows({
      key: 'g',
      views: { temp: { meta: 'n/a' }, rain: { meta: 'trace' }, soilMoisture: {} },
    });
    expect(rows.map((r) => r.text)).toEqual(['N/A', 'N/A', 'N/A']);
    expect(rows[0]?.colour).toMatchObject({ grey: true });
    expect(rows[1]?.colour).toEqual({ kind: 'rain', step: 'grey' });
    expect(rows[2]?.colour).toMatchObject({ grey: true });
  });

  it('leaves out values the marker does not have', () => {
    const rows = detailRows({ key: 'p', views: { pressure: { meta: 999, text: '999 hPa' } } });
    expect(rows.map((r) => r.label)).toEqual(['Pressure']);
  });
});
