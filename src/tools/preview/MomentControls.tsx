import { useId } from 'react';
import type { Moment } from './api.ts';
import { dayChoices, nzInstant, nzMoment } from './nz-time.ts';

interface Props {
  moment: Moment;
  /** The site's now (its clock, not the browser's): the days offered are around it. */
  siteNow: number;
  onChange(moment: Moment): void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = [0, 10, 20, 30, 40, 50];
const hourLabel = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'am' : 'pm'}`;

/**
 * 'As of' in New Zealand time, written as the site writes it (issue 23: it was a US-format UTC
 * field), and the storm day: the moment the preview renders the page at.
 */
export function MomentControls({ moment, siteNow, onChange }: Props) {
  const id = useId();
  const shown = nzMoment(moment.asOf ?? siteNow);
  const set = (change: Partial<ReturnType<typeof nzMoment>>) =>
    onChange({ ...moment, asOf: nzInstant({ ...shown, ...change }) });
  return (
    <div className="tools-moment">
      <fieldset>
        <legend>As of (New Zealand time)</legend>
        <label htmlFor={`${id}-day`} className="tools-visually-hidden">
          Day
        </label>
        <select
          id={`${id}-day`}
          value={moment.asOf === undefined ? 'now' : shown.date}
          onChange={(e) =>
            e.target.value === 'now'
              ? onChange({ storm: moment.storm })
              : set({ date: e.target.value })
          }
        >
          <option value="now">Now (the site’s time)</option>
          {dayChoices(siteNow).map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-hour`} className="tools-visually-hidden">
          Hour
        </label>
        <select
          id={`${id}-hour`}
          value={shown.hour}
          disabled={moment.asOf === undefined}
          onChange={(e) => set({ hour: Number(e.target.value) })}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-minute`} className="tools-visually-hidden">
          Minutes
        </label>
        <select
          id={`${id}-minute`}
          value={shown.minute - (shown.minute % 10)}
          disabled={moment.asOf === undefined}
          onChange={(e) => set({ minute: Number(e.target.value) })}
        >
          {MINUTES.map((m) => (
            <option key={m} value={m}>
              :{String(m).padStart(2, '0')}
            </option>
          ))}
        </select>
      </fieldset>
      <label
        className="tools-check"
        title="The demo's severe-weather scenario: warnings in force, heavy rain"
      >
        <input
          type="checkbox"
          checked={moment.storm}
          onChange={(e) => onChange({ ...moment, storm: e.target.checked })}
        />
        Storm day
      </label>
    </div>
  );
}
