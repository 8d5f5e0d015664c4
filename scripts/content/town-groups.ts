import type { Link, LocationListConfig } from '#schemas/generated/types.ts';
import { byLabel, locationLink } from './page-common.ts';
import type { Town } from './types.ts';

type Group = LocationListConfig['groups'][number];

/**
 * A region's places as location-list groups: its towns first (open), then its suburbs collapsed,
 * one group per city ('Christchurch suburbs'), or all in one group titled `suburbsTitle` where
 * groups must stay few (the all-towns page), so a region's list is not a hundred suburbs long.
 */
export function townGroups(title: string, towns: readonly Town[], suburbsTitle?: string): Group[] {
  // Never empty: each group is made only for towns that exist.
  const links = (list: readonly Town[]) =>
    list.map((t) => locationLink('towns-cities', t)).sort(byLabel) as [Link, ...Link[]];
  const main = towns.filter((t) => !t.suburbOf);
  const suburbs = towns.filter((t) => t.suburbOf);
  const cities = [...new Set(suburbs.map((t) => t.suburbOf))].sort();
  const suburbGroups = suburbsTitle
    ? [{ title: suburbsTitle, list: suburbs }]
    : cities.map((city) => ({
        title: `${city} suburbs`,
        list: suburbs.filter((t) => t.suburbOf === city),
      }));
  return [
    ...(main.length ? [{ title, links: links(main) }] : []),
    ...suburbGroups
      .filter((g) => g.list.length > 0)
      .map((g) => ({ title: g.title, collapsed: true, links: links(g.list) })),
  ];
}
