import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { PricingConfig } from '#schemas/generated/types.ts';
import { renderCell, UnknownCellRenderTypeError } from '../shared/cells.tsx';
import './Pricing.css';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';

type Plan = PricingConfig['plans'][number];
type Comparison = NonNullable<PricingConfig['comparison']>;

/** What shows instead of a comparison table that cannot be drawn. */
export const COMPARISON_FAILED = 'Sorry, the plan comparison cannot be shown right now.';

function PlanCard({ plan }: { plan: Plan }) {
  const id = useId();
  return (
    <li className={`wx-pricing__plan${plan.recommended ? ' wx-pricing__plan--recommended' : ''}`}>
      <article aria-labelledby={id}>
        <h3 id={id}>{plan.name}</h3>
        {plan.recommended ? <p className="wx-pricing__flag">Most popular</p> : null}
        <p className="wx-pricing__price">
          {plan.price === null ? (
            'Price on request'
          ) : (
            <>
              {renderCell('price', plan.price, '')}
              <span className="wx-pricing__per"> a month + GST</span>
            </>
          )}
        </p>
        <p>{plan.summary}</p>
        <ul className="wx-pricing__features">
          {plan.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** The comparison's rows; throws UnknownCellRenderTypeError for a row of an unknown type. */
function comparisonTable(comparison: Comparison, plans: readonly Plan[]): ReactNode {
  return (
    <DataTable
      label={comparison.caption}
      showCaption
      className="wx-pricing__table"
      columns={[null, ...plans.map((p) => p.name)]}
      rows={comparison.rows.map((row, r) => ({
        key: row.feature,
        header: row.feature,
        cells: plans.map((_, i) =>
          renderCell(row.render, row.values[i], `/comparison/rows/${r}/render`),
        ),
      }))}
    />
  );
}

/**
 * Plans for business users (spec topic 'pricing'), from the page description. A comparison row
 * with an unknown render type (spec pages doc section 8) costs only the table: the module logs
 * the located error, shows its failure text (and, in debug, the error) and keeps the plans.
 */
export default function Pricing({ config, context }: ModuleProps<PricingConfig>) {
  const id = useId();
  let comparison: ReactNode = null;
  if (config.comparison) {
    try {
      comparison = comparisonTable(config.comparison, config.plans);
    } catch (error) {
      if (!(error instanceof UnknownCellRenderTypeError)) throw error;
      console.error(`Module "pricing" (${config.key ?? 'no key'}): ${error.message}`);
      comparison = (
        <p className="wx-pricing__failed" role="status">
          {COMPARISON_FAILED}
          {context.debug ? ` ${error.message}` : ''}
        </p>
      );
    }
  }
  return (
    <ModuleSection className="wx-pricing" title={config.title} label="Plans" titleId={id}>
      <ul className="wx-pricing__plans">
        {config.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </ul>
      {comparison}
      {config.note ? <p className="wx-data-note">{config.note}</p> : null}
    </ModuleSection>
  );
}
