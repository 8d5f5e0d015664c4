import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseLocations } from '#server/weather/locations.ts';
import { SearchIndex } from './search-index.ts';

// The committed location index, as the server loads it: these are the searches of issue 14.
const file = fileURLToPath(new URL('../../content/data/locations.json', import.meta.url));
const { locations } = parseLocations(JSON.parse(readFileSync(file, 'utf8')));
const index = new SearchIndex(locations);
const first = (q: string) => {
  const hit = index.search(q).hits[0]?.record;
  return hit && `${hit.title} (${hit.type}, ${hit.region})`;
};

describe('searching the places New Zealanders go', () => {
  it.each([
    ['kaikoura', 'Kaikōura (towns-cities, Canterbury)'],
    ['Kaikōura', 'Kaikōura (towns-cities, Canterbury)'],
    ['haast', 'Haast (towns-cities, West Coast)'],
    ['franz josef', 'Franz Josef/Waiau (towns-cities, West Coast)'],
    ['waiau franz', 'Franz Josef/Waiau (towns-cities, West Coast)'],
    ['tekapo', 'Lake Tekapo (towns-cities, Canterbury)'],
    ['takapo', 'Lake Tekapo (towns-cities, Canterbury)'],
    ['akaroa', 'Akaroa (towns-cities, Canterbury)'],
    ['st arnaud', 'St Arnaud (towns-cities, Tasman)'],
    ['saint arnaud', 'St Arnaud (towns-cities, Tasman)'],
    ['mt ruapehu', 'Whakapapa Village (towns-cities, Manawatū-Whanganui)'],
    ['mt cook', 'Aoraki/Mount Cook (towns-cities, Canterbury)'],
    ['mount cook', 'Aoraki/Mount Cook (towns-cities, Canterbury)'],
    ['aoraki', 'Aoraki/Mount Cook (towns-cities, Canterbury)'],
    ['egmont', 'Te Papakura o Taranaki (national-parks, Taranaki)'],
    ['mount hutt', 'Mt Hutt (ski, Canterbury)'],
    ['whangarei', 'Whangārei (towns-cities, Northland)'],
    ['whangārei', 'Whangārei (towns-cities, Northland)'],
    ['taupo', 'Taupō (towns-cities, Waikato)'],
  ])('%s finds %s first', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it.each([
    ['kaikora', 'Kaikōura'],
    ['akarao', 'Akaroa'],
    ['hokitka', 'Hokitika'],
    ['queenstwn', 'Queenstown'],
    ['tekapp', 'Lake Tekapo'],
    ['arnuad', 'St Arnaud'],
  ])('one wrong letter in %s still finds %s first', (query, title) => {
    expect(index.search(query).hits[0]?.record.title).toBe(title);
  });

  it('finds both halves of a dual name', () => {
    const titles = (q: string) =>
      index.search(q, { hitsPerPage: 20 }).hits.map((h) => h.record.title);
    expect(titles('taranaki')).toContain('Te Papakura o Taranaki');
    expect(titles('mount cook')).toContain('Aoraki/Mount Cook National Park');
    expect(titles('aoraki')).toContain('Aoraki/Mount Cook National Park');
  });

  it('ranks a Wellington suburb after the village and park people mean', () => {
    const hits = index.search('mount cook', { hitsPerPage: 20 }).hits.map((h) => h.record);
    const suburb = hits.findIndex((h) => h.region === 'Wellington');
    expect(suburb).toBeGreaterThan(0);
    expect(hits[0]?.region).toBe('Canterbury');
  });
});
