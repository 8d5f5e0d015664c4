import { rainfallBand, rainfallBandLabel } from '#engine/vocabulary/rain.ts';
import { formatMm, NOT_AVAILABLE } from '#engine/vocabulary/units.ts';
import './shared.css';

/**
 * A rainfall table cell: mm with its per hour band (spec section 9), or N/A when the value is not
 * a number (spec section 5). `perHour` false shows the amount only (daily totals have no band).
 */
export function RainCell({ value, perHour = true }: { value: unknown; perHour?: boolean }) {
  const band = rainfallBand(value);
  if (band === null) return <>{NOT_AVAILABLE}</>;
  if (!perHour || band === 'none') return <>{formatMm(value)}</>;
  return (
    <>
      {formatMm(value)}{' '}
      <span className={`wx-band wx-band--${band}`}>{rainfallBandLabel(band)}</span>
    </>
  );
}
