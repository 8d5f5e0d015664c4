import { useEffect, useId, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { ForecastDaysConfig } from '#schemas/generated/types.ts';
import { ConditionIcon, conditionText } from '../shared/conditions.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzDate } from '#engine/vocabulary/time.ts';
import { formatNzDayMonth, nzDayName } from '#engine/vocabulary/day-names.ts';
import {
  formatKt,
  formatPercent,
  formatTemp,
  isNumber,
  windText,
} from '#engine/vocabulary/units.ts';
import './ForecastDays.css';

type Day = NonNullable<ForecastDaysConfig['days']>[number];

/** '2.4 mm' (whole millimetres from 10 up), '' when the day is dry. */
const rainAmount = (mm: unknown): string =>
  isNumber(mm) && mm >= 0.05 ? `${mm >= 10 ? Math.round(mm) : Math.round(mm * 10) / 10} mm` : '';

/**
 * A day's row, the way yr.no and BBC Weather lead (issue 22): its name (Today, Tomorrow, the
 * weekday) and short date, the sky, high and low, the rain (amount and chance) and the wind. On
 * a phone the rain and wind go on a second line; the chevron says the row opens.
 */
function DayRow({ day, now }: { day: Day; now: number }) {
  const wind = windText(day.wind);
  const rain = rainAmount(day.rainfall);
  return (
    <>
      <span className="wx-days__day">
        <span className="wx-days__name">{nzDayName(day.date, now)}</span>{' '}
        <span className="wx-days__date" aria-hidden="true">
          {formatNzDayMonth(day.date)}
        </span>
        <span className="wx-visually-hidden">{formatNzDate(day.date)}</span>
      </span>
      <ConditionIcon condition={day.condition} size={28} />
      <span className="wx-days__temps">
        <span className="wx-visually-hidden">High </span>
        <span className="wx-days__high">{formatTemp(day.highTemp)}</span>
        <span className="wx-visually-hidden"> low </span>
        <span className="wx-days__low">{formatTemp(day.lowTemp)}</span>
      </span>
      <span className="wx-days__facts">
        <span className="wx-days__cond">{conditionText(day.condition)}</span>
        <span className="wx-days__rain">
          <span className="wx-visually-hidden">Rain </span>
          {rain ? <span className="wx-days__mm">{rain}</span> : null}
          {isNumber(day.rainChance) ? (
            <span className="wx-days__chance">
              {formatPercent(day.rainChance)}
              <span className="wx-visually-hidden"> chance</span>
            </span>
          ) : null}
        </span>
        {day.wind ? (
          <span className="wx-days__wind">
            <span aria-hidden="true">{wind.short}</span>
            <span className="wx-visually-hidden">Wind {wind.spoken}</span>
          </span>
        ) : null}
      </span>
      <span className="wx-days__chevron" aria-hidden="true" />
    </>
  );
}

/** Anchor of a day, so links such as #day-2026-11-23 land on (and open) that day. */
export const dayAnchor = (date: string): string => `day-${date}`;

/**
 * Ten days as an accordion (spec section 4: items open or closed, toggle on click). The day query
 * parameter reaches us as context.day (part of the resolved page), or a page names one in openDay.
 */
export default function ForecastDays({ config, context }: ModuleProps<ForecastDaysConfig>) {
  const id = useId();
  const days = config.days ?? [];
  const requested = config.openDay ?? context.day ?? undefined;
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(requested ? [requested] : []),
  );

  // A later request (client-side navigation with ?day=) opens that day too.
  useEffect(() => {
    if (requested) setOpen((prev) => (prev.has(requested) ? prev : new Set(prev).add(requested)));
  }, [requested]);

  if (days.length === 0) return null;
  const toggle = (date: string): void =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(date)) next.add(date);
      return next;
    });

  return (
    <ModuleSection className="wx-days" title={config.title} label="Forecast" titleId={id}>
      {days.map((day) => {
        const isOpen = open.has(day.date);
        const buttonId = `${id}-${day.date}-button`;
        const panelId = `${id}-${day.date}-panel`;
        return (
          // A link within the page to a day (#day-YYYY-MM-DD) opens it by its button
          // (data-disclosure, src/app/in-page-links.ts).
          <div className="wx-days__item" id={dayAnchor(day.date)} key={day.date} data-disclosure="">
            <h3 className="wx-days__heading">
              <button
                type="button"
                className="wx-days__button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(day.date)}
              >
                <DayRow day={day} now={context.now} />
              </button>
            </h3>
            <div
              className="wx-days__panel"
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
            >
              {day.text ? <p>{day.text}</p> : null}
              {isNumber(day.wind?.gustSpeed) ? (
                <p className="wx-days__details">{`Gusts up to ${formatKt(day.wind.gustSpeed)}`}</p>
              ) : null}
            </div>
          </div>
        );
      })}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
