import type { ModuleProps } from '#engine/module-entry.ts';
import type { CurrentConditionsConfig } from '#schemas/generated/types.ts';
import { conditionText } from '../shared/conditions.tsx';
import { SkyIcon } from '../shared/night-icon.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import {
  formatKt,
  formatPercent,
  formatTemp,
  isNumber,
  windText,
} from '#engine/vocabulary/units.ts';
import './CurrentConditions.css';

/** Conditions now at a location (data: /api/data/observations/<type>/<key>). */
export default function CurrentConditions({ config }: ModuleProps<CurrentConditionsConfig>) {
  const now = config.current;
  if (!now) return null;
  const wind = windText(now.wind);
  return (
    <ModuleSection className="wx-now" title={config.title} label="Current conditions">
      <div className="wx-now__main">
        <SkyIcon condition={now.condition} night={now.night} size={56} />
        <p className="wx-now__temp">
          <span className="wx-visually-hidden">Temperature </span>
          {formatTemp(now.temp)}
        </p>
        <p className="wx-now__condition">{conditionText(now.condition)}</p>
      </div>
      <dl className="wx-facts">
        <div>
          <dt>Wind</dt>
          <dd>
            <span aria-hidden="true">{wind.short}</span>
            <span className="wx-visually-hidden">{wind.spoken}</span>
            {isNumber(now.wind?.gustSpeed) ? (
              <span className="wx-now__gust"> gusts {formatKt(now.wind.gustSpeed)}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Feels like</dt>
          <dd>{formatTemp(now.feelsLike)}</dd>
        </div>
        <div>
          <dt>Humidity</dt>
          <dd>{formatPercent(now.humidity)}</dd>
        </div>
      </dl>
      <DataNote source={config.source} issuedAt={now.observedAt ?? config.issuedAt} />
    </ModuleSection>
  );
}
