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
import './Avalanche.css';

export const AVALANCHE_HOST = 'https://www.avalanche.net.nz';
export const UNAVAILABLE = 'Avalanche information is currently unavailable.';

type State =
  { status: 'loading' } | { status: 'ready'; data: AvalancheData } | { status: 'unavailable' };

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
 * Avalanche advisory (spec section 4: loading, data available, or unavailable). The request goes
 * out when the module appears, not with the page: most visitors never scroll this far.
 */
export default function Avalanche({ config, context }: ModuleProps<AvalancheConfig>) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const { loadPart } = context;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let live = true;
    // The engine fetches and checks it (x-parts "advisory"): /dynamic/avalanche.json?v=1 unless set.
    const load = (): void => {
      loadPart('avalanche', 'advisory', config)
        .then((data) => live && setState({ status: 'ready', data: data as AvalancheData }))
        .catch((error: unknown) => {
          if (!live) return;
          console.warn('avalanche: data unavailable', error);
          setState({ status: 'unavailable' });
        });
    };
    if (typeof IntersectionObserver !== 'function') {
      load();
      return () => void (live = false);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [config, loadPart]);

  const wanted = config.mountainIds?.map(String);
  const forecasts =
    state.status === 'ready'
      ? state.data.forecasts.filter((f) => !wanted || wanted.includes(String(f.mountain_id)))
      : [];
  const host = config.host ?? AVALANCHE_HOST;
  return (
    <ModuleSection
      className={`wx-avalanche wx-avalanche--${state.status}`}
      title={config.title}
      label="Avalanche advisory"
      titleId={id}
      ref={ref}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'loading' ? (
        <p className="wx-visually-hidden">Loading avalanche information</p>
      ) : null}
      {state.status === 'unavailable' || (state.status === 'ready' && forecasts.length === 0) ? (
        <p>{UNAVAILABLE}</p>
      ) : null}
      {state.status === 'ready'
        ? forecasts.map((f) => (
            <Forecast key={String(f.mountain_id)} forecast={f} data={state.data} host={host} />
          ))
        : null}
      {state.status === 'ready' && forecasts.length > 0 ? (
        <DataNote source={state.data.source} />
      ) : null}
    </ModuleSection>
  );
}
