import { areNeighbours, sameCatchment, sideOfDivide } from './divide.ts';

const at = (region: string, lat: number, lon: number) => ({ region, lat, lon });

describe('sideOfDivide', () => {
  it('puts the West Coast, Haast and Milford Sound west and Canterbury and Otago east', () => {
    const west = [
      at('West Coast', -42.717, 170.967), // Hokitika
      at('West Coast', -43.389, 170.183), // Franz Josef/Waiau
      at('West Coast', -43.881, 169.043), // Haast
      at('Southland', -44.671, 167.925), // Milford Sound/Piopiotahi
      at('Tasman', -41.803, 172.845), // St Arnaud drains to the Buller
    ];
    const east = [
      at('Canterbury', -43.633, 171.65), // Methven
      at('Canterbury', -43.3, 172.183), // Oxford
      at('Canterbury', -43.735, 170.096), // Aoraki/Mount Cook village
      at('Canterbury', -42.941, 171.562), // Arthur's Pass village
      at('Otago', -45.03, 168.663), // Queenstown
      at('Southland', -45.41, 167.72), // Te Anau
    ];
    expect(west.map(sideOfDivide)).toEqual(west.map(() => 'west'));
    expect(east.map(sideOfDivide)).toEqual(east.map(() => 'east'));
  });

  it('has no side for the North Island, Nelson or Stewart Island', () => {
    expect(sideOfDivide(at('Wellington', -41.29, 174.78))).toBeUndefined();
    expect(sideOfDivide(at('Nelson', -41.27, 173.28))).toBeUndefined();
    expect(sideOfDivide(at('Southland', -46.899, 168.129))).toBeUndefined();
  });
});

describe('sameCatchment', () => {
  it('needs the same or a neighbouring region and the same side of the divide', () => {
    expect(areNeighbours('West Coast', 'Canterbury')).toBe(true);
    expect(areNeighbours('Wellington', 'Marlborough')).toBe(false);
    const hokitika = at('West Coast', -42.717, 170.967);
    expect(sameCatchment(hokitika, at('Canterbury', -43.633, 171.65))).toBe(false);
    expect(sameCatchment(hokitika, at('West Coast', -42.467, 171.2))).toBe(true);
    expect(sameCatchment(at('Wellington', -41.29, 174.78), at('Marlborough', -41.29, 174.0))).toBe(
      false,
    );
  });
});
