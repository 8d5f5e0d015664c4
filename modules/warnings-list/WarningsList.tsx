import type { ModuleProps } from '#engine/module-entry.ts';
import type { Warning, WarningsListConfig } from '#schemas/generated/types.ts';
import { warningHeadline } from '#engine/vocabulary/warning-headline.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { TermLink } from '../shared/TermLink.tsx';
import { isMarineWarning, warningAnchor, WarningItem } from './WarningItem.tsx';
import './WarningsList.css';

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The warnings this list shows: by region (config.region) and by land or marine (config.scope). */
export function selectWarnings(
  warnings: readonly Warning[],
  region?: string,
  scope: WarningsListConfig['scope'] = 'all',
): Warning[] {
  return warnings.filter((w) => {
    if (region && !(w.regions ?? []).some((r) => fold(r) === fold(region))) return false;
    if (scope === 'marine') return isMarineWarning(w);
    if (scope === 'swell') return w.eventType === 'swell';
    if (scope === 'land') return !isMarineWarning(w) && w.warnLevel !== 'blue';
    return true;
  });
}

/** Spec pages doc section 9: "Default title for heavy swell: Heavy Swell Warnings." */
export const HEAVY_SWELL_TITLE = 'Heavy Swell Warnings';

/** The heading a list shows: its configured title, else the swell default for a swell list. */
export function listTitle(config: WarningsListConfig): string | undefined {
  return config.title ?? (config.scope === 'swell' ? HEAVY_SWELL_TITLE : undefined);
}

/** Lines the headlines strip shows before 'See all': a storm's first screen is not all warnings. */
export const HEADLINES_SHOWN = 3;

/**
 * The headlines strip's lines: every red warning (never folded away), then orange ones while the
 * strip has fewer than HEADLINES_SHOWN lines; the rest are counted in the 'See all' link.
 */
export function headlinesShown(list: readonly Warning[]): Warning[] {
  let room = HEADLINES_SHOWN - list.filter((w) => w.warnLevel === 'red').length;
  return list.filter((w) => w.warnLevel === 'red' || room-- > 0);
}

/**
 * Warnings in force as a plain list: complete without JavaScript and without the map. With
 * `headlines`, one linked line a warning ('Red Heavy Rain Warning until 1 pm Friday', where).
 */
export default function WarningsList({ config, context }: ModuleProps<WarningsListConfig>) {
  const list = selectWarnings(config.warnings ?? [], config.region, config.scope);
  const title = listTitle(config);
  const none = config.headlines
    ? 'No orange or red warnings in force in New Zealand'
    : `No warnings in place for ${config.region ?? 'New Zealand'}`;
  return (
    <ModuleSection className="wx-warnings-list" title={title} label="Warnings in force">
      {list.length === 0 ? (
        <p>{none}</p>
      ) : config.headlines ? (
        <Headlines list={list} now={context.now} />
      ) : (
        <>
          <ul className="wx-warnings-list__items">
            {list.map((w, i) => (
              <WarningItem key={`${w.capId ?? w.name}-${i}`} warning={w} id={warningAnchor(w)} />
            ))}
          </ul>
          <p>
            <TermLink term="warning-levels">What the warning levels mean</TermLink>
          </p>
        </>
      )}
    </ModuleSection>
  );
}

/** One linked line a warning ('Red Heavy Rain Warning until 1 pm Friday', where), then 'See all'. */
function Headlines({ list, now }: { list: readonly Warning[]; now: number }) {
  const shown = headlinesShown(list);
  return (
    <>
      <ul className="wx-warnings-list__headlines">
        {shown.map((w, i) => {
          const headline = warningHeadline(w, now);
          return (
            <li key={`${w.url ?? w.name}-${i}`} className={`wx-warning-line--${w.warnLevel}`}>
              {w.url ? <a href={w.url}>{headline}</a> : headline}
              {w.regions?.length ? (
                <span className="wx-warning-line__where">{w.regions.join(', ')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {shown.length < list.length ? (
        <p className="wx-warnings-list__all">
          <a href="/warnings/home">See all {list.length} orange and red warnings</a>
        </p>
      ) : null}
    </>
  );
}
