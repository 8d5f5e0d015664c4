import { useContext, useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { CompareConfig, ComparePlace } from '#schemas/generated/types.ts';
import { AddressSearch } from '../shared/address.ts';
import { Condition } from '../shared/conditions.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import {
  formatKt,
  formatMm,
  formatPercent,
  formatTemp,
  windText,
} from '#engine/vocabulary/units.ts';
import { compareAsk, MAX_PLACES, MIN_PLACES } from '#engine/vocabulary/compare-ask.ts';
import './Compare.css';

/** One row of the comparison: its heading and what each place shows in it. */
const ROWS: readonly [string, (p: ComparePlace) => React.ReactNode][] = [
  ['Forecast', (p) => <Condition condition={p.today.condition} />],
  ['High', (p) => <strong className="wx-compare__high">{formatTemp(p.today.highTemp)}</strong>],
  ['Low', (p) => formatTemp(p.today.lowTemp)],
  ['Rain', (p) => formatMm(p.today.rainfall)],
  ['Chance of rain', (p) => formatPercent(p.today.rainChance)],
  [
    'Wind',
    (p) => {
      const wind = windText(p.today.wind);
      return <span aria-label={wind.spoken}>{wind.short}</span>;
    },
  ],
  ['Gusts', (p) => formatKt(p.today.wind.gustSpeed)],
];

/** 'We could not find Aukland.' for asked keys with no town; '' when all were found. */
export function notFoundText(asked: readonly string[], places: readonly ComparePlace[]): string {
  const missing = asked.filter((key) => !places.some((p) => p.location.key === key));
  if (missing.length === 0) return '';
  const names = missing.map((key) => `‘${key.replace(/-/g, ' ')}’`).join(' or ');
  return `We could not find a town called ${names}. Check the spelling, or choose a name from the list.`;
}

/**
 * Compare: two to four towns side by side (today's condition, high and low, rain and wind) and a
 * GET form that chooses them, so it works without JavaScript and every comparison has an address
 * to share. Typed names that match no town stay in their picker with a message.
 */
export default function Compare({ config }: ModuleProps<CompareConfig>) {
  const id = useId();
  const address = useContext(AddressSearch);
  const asked = config.asked ?? [];
  const places = config.places ?? [];
  const label = (key: string) => places.find((p) => p.location.key === key)?.location.label ?? key;
  // Pickers: one per place asked, at least two, plus an empty one after 'Add a place'.
  const adding = compareAsk(address())?.adding ?? false;
  const slots: string[] = [...asked];
  while (slots.length < MIN_PLACES) slots.push('');
  if (adding && slots.length < MAX_PLACES) slots.push('');
  const problem =
    notFoundText(asked, places) ||
    (places.length < MIN_PLACES ? `Choose at least ${MIN_PLACES} places to compare.` : '');
  return (
    <ModuleSection className="wx-compare" title={config.title} label="Compare places" titleId={id}>
      <form className="wx-compare__form" method="get" aria-label="Choose places to compare">
        <datalist id={`${id}-towns`}>
          {(config.suggestions ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="wx-compare__pickers">
          {slots.map((key, i) => (
            <label key={i} className="wx-compare__picker">
              <span>Place {i + 1}</span>
              <input
                name="compare"
                list={`${id}-towns`}
                defaultValue={key ? label(key) : ''}
                autoComplete="off"
                placeholder="Town or city"
                required={i < MIN_PLACES}
              />
            </label>
          ))}
        </div>
        {problem ? (
          <p className="wx-compare__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {/* Compare is the first button, so Enter in a picker compares (it is the form's default). */}
        <div className="wx-compare__actions">
          <button type="submit" className="wx-button">
            Compare
          </button>
          {slots.length < MAX_PLACES ? (
            <button type="submit" name="add" value="1" className="wx-button wx-button--quiet">
              Add a place
            </button>
          ) : null}
        </div>
        {asked.length > MIN_PLACES ? (
          <div className="wx-compare__remove">
            {asked.map((key, i) => (
              <button
                key={key}
                type="submit"
                name="remove"
                value={i + 1}
                className="wx-button wx-button--quiet wx-button--small"
              >
                Remove {label(key)} <span aria-hidden="true">✕</span>
              </button>
            ))}
          </div>
        ) : null}
      </form>
      {places.length > 0 ? (
        <DataTable
          label="Today's forecast, side by side"
          caption={`Today's forecast for ${places.map((p) => p.location.label).join(', ')}`}
          className="wx-compare__table"
          columns={[
            null,
            ...places.map((p) => (
              <>
                <a href={p.url}>{p.location.label}</a>
                <small>{p.location.region}</small>
              </>
            )),
          ]}
          rows={ROWS.map(([heading, cell]) => ({
            key: heading,
            header: heading,
            cells: places.map((p) => cell(p)),
          }))}
        />
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
