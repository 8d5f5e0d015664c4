import type { OutlookChances, OutlookPeriod } from '#schemas/generated/types.ts';
import { outlookWords } from '#engine/vocabulary/levels.ts';
import { formatNzDate } from '#engine/vocabulary/time.ts';
import { DataNote } from './DataNote.tsx';
import { DataTable } from './DataTable.tsx';
import { ModuleSection } from './ModuleSection.tsx';
import { TermLink } from './glossary.tsx';
import './sky.css';

/** 'Above normal (49%)' in bold, then every chance, so nothing rests on a colour or a chart. */
function Chances({ chances }: { chances: OutlookChances }) {
  const words = outlookWords(chances);
  const key: keyof OutlookChances = words.startsWith('Above')
    ? 'above'
    : words.startsWith('Below')
      ? 'below'
      : 'near';
  return (
    <>
      <strong>
        {words} ({chances[key]}%)
      </strong>
      <br />
      <span className="wx-sky__change">
        above {chances.above}%, near {chances.near}%, below {chances.below}%
      </span>
    </>
  );
}

/**
 * The monthly and seasonal outlook modules' view: each climate region's chances of temperature
 * and rainfall above, near or below normal, the page's own region first and marked.
 */
export function ClimateOutlook(props: {
  label: string;
  title?: string;
  period?: OutlookPeriod;
  region?: string;
  source?: string;
  issuedAt?: string;
}) {
  const { period, region } = props;
  if (!period) return null;
  const own = period.regions.find((r) => r.key === region);
  const regions = own ? [own, ...period.regions.filter((r) => r !== own)] : period.regions;
  return (
    <ModuleSection className="wx-sky" title={props.title} label={props.label}>
      <p className="wx-sky__lead">{period.label}</p>
      {own ? (
        <p>
          {own.label}: temperatures most likely {outlookWords(own.temperature).toLowerCase()},
          rainfall most likely {outlookWords(own.rainfall).toLowerCase()}.
        </p>
      ) : null}
      <DataTable
        className="wx-outlook"
        label={`Outlook, ${formatNzDate(period.from)} to ${formatNzDate(period.to)}`}
        columns={['Region', 'Temperature', 'Rainfall']}
        rows={regions.map((r) => ({
          key: r.key,
          header: r === own ? <>{r.label} (this region)</> : r.label,
          cells: [<Chances chances={r.temperature} />, <Chances chances={r.rainfall} />],
        }))}
      />
      <p>
        Chances that the period comes out above, near or below{' '}
        <TermLink term="normal">normal</TermLink> (the 1991–2020 average). A{' '}
        <TermLink term="climate-outlook">climate outlook</TermLink> gives the odds for a region over
        weeks, not the weather of a day.
      </p>
      <DataNote source={props.source} issuedAt={props.issuedAt} />
    </ModuleSection>
  );
}
