import { useEffect, useId, useRef, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type {
  AvalancheConfig,
  AvalancheData,
  AvalancheForecast,
} from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzDate, formatNzTime } from '#engine/vocabulary/time.ts';
import { noRatingText } from '../shared/ratings.ts';
import { formatAltitude } from '#engine/vocabulary/units.ts';
import { dangerFor, regionUrl } from './avalanche-data.ts';
import type { AdvisoryView } from './advisory-view.ts';
import './Avalanche.css';

export const AVALANCHE_HOST = 'https://www.avalanche.net.nz';
export const UNAVAILABLE = 'Avalanche information is currently unavailable.';

function when(iso: string | undefined): string {
  return iso ? `${formatNzTime(iso)} ${formatNzDate(iso)}`.trim() : '';
}

function Forecast({
  forecast,
  data,
  host,
}: {
  forecast: AvalancheForecast;
  data: AvalancheData;
  host: string;
}) {
  const highFrom = forecast.high_alpine_from ?? 2000;
  const alpineFrom = forecast.alpine_from ?? 1000;
  const alpineTo = forecast.alpine_to ?? highFrom;
  const subTo = forecast.sub_alpine_to ?? alpineFrom;
  const bands = [
    {
      name: 'High alpine',
      range: `above ${formatAltitude(highFrom)}`,
      value: forecast.high_alpine,
    },
    {
      name: 'Alpine',
      range: `${formatAltitude(alpineFrom)} to ${formatAltitude(alpineTo)}`,
      value: forecast.alpine,
    },
    { name: 'Sub alpine', range: `below ${formatAltitude(subTo)}`, value: forecast.sub_alpine },
  ];
  return (
    <div className="wx-avalanche__forecast">
      <h3>
        <a href={regionUrl(host, forecast.mountain_id)}>{forecast.mountain}</a>
      </h3>
      <ul className="wx-avalanche__bands">
        {bands.map((b) => {
          const danger = dangerFor(b.value, data.danger_scales);
          return (
            <li key={b.name}>
              <span>
                {b.name} <span className="wx-avalanche__range">{b.range}</span>
              </span>
              <span
                className={`wx-avalanche__rating wx-avalanche__rating--${danger?.status ?? 'none'}`}
              >
                {danger?.text ?? noRatingText(b.value)}
              </span>
            </li>
          );
        })}
      </ul>
      {forecast.issued_at || forecast.valid_to ? (
        <p className="wx-data-note">
          {forecast.issued_at ? `Issued ${when(forecast.issued_at)}` : ''}
          {forecast.issued_at && forecast.valid_to ? '. ' : ''}
          {forecast.valid_to ? `Valid to ${when(forecast.valid_to)}` : ''}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Avalanche advisory (spec section 4: loading, data available, or unavailable: the avalanche
 * statechart, machines/avalanche.machine.ts). The request goes out when the module appears, not
 * with the page: most visitors never scroll this far. The statechart's code loads then too.
 */
export default function Avalanche({ config, context }: ModuleProps<AvalancheConfig>) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [view, setView] = useState<AdvisoryView>({ status: 'loading' });
  const advisory = useRef<{ retry: () => void; stop: () => void } | null>(null);
  const { loadPart } = context;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    const start = (): void => {
      import('./advisory-actor.ts')
        .then(({ startAdvisory }) => {
          if (live) advisory.current = startAdvisory(config, loadPart, setView);
        })
        // The statechart's code could not load (offline): unavailable, and Try again loads it.
        .catch(() => live && setView({ status: 'unavailable' }));
    };
    advisory.current = { retry: start, stop: () => undefined };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            if (!entries.some((e) => e.isIntersecting)) return;
            observer?.disconnect();
            start();
          })
        : null;
    if (observer) observer.observe(element);
    else start();
    return () => {
      live = false;
      observer?.disconnect();
      advisory.current?.stop();
    };
  }, [config, loadPart]);

  const host = config.host ?? AVALANCHE_HOST;
  return (
    <ModuleSection
      className={`wx-avalanche wx-avalanche--${view.status}`}
      title={config.title}
      label="Avalanche advisory"
      titleId={id}
      ref={ref}
      // Try again moves the focus here: its button goes while the advisory loads.
      tabIndex={-1}
      aria-busy={view.status === 'loading'}
    >
      {view.status === 'loading' ? (
        <p className="wx-visually-hidden">Loading avalanche information</p>
      ) : null}
      {view.status === 'unavailable' ? (
        <div className="wx-avalanche__unavailable">
          <p role="status">{UNAVAILABLE}</p>
          <button
            type="button"
            className="wx-button"
            onClick={() => {
              ref.current?.focus();
              advisory.current?.retry();
            }}
          >
            Try again
          </button>
        </div>
      ) : null}
      {view.status === 'available'
        ? view.forecasts.map((f) => (
            <Forecast key={String(f.mountain_id)} forecast={f} data={view.data} host={host} />
          ))
        : null}
      {view.status === 'available' ? <DataNote source={view.data.source} /> : null}
    </ModuleSection>
  );
}
