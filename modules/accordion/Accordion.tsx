import { useEffect, useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { AccordionConfig } from '#schemas/generated/types.ts';
import { PlainText } from '#modules/text/PlainText.tsx';
import { accordionMachine } from '#machines/accordion.machine.ts';
import './Accordion.css';

export interface AccordionItem {
  title: string;
  text: string;
  key?: string;
}

export interface AccordionListProps {
  items: readonly AccordionItem[];
  singleOpen?: boolean;
  defaultOpenIndex?: number;
  /** Key of an item to open from outside: the `day` query parameter opens the item keyed by that date. */
  openKey?: string;
  /** Heading level of the item headers (below the module title). */
  level?: 3 | 4;
}

/**
 * An accordion per the WAI-ARIA pattern: each header is a button in a heading with aria-expanded
 * and aria-controls; its panel is a labelled region, hidden when closed. Reused by modules that
 * list days (forecast days open the `day` parameter's item through `openKey`).
 */
export function AccordionList({
  items,
  singleOpen = false,
  defaultOpenIndex,
  openKey,
  level = 3,
}: AccordionListProps) {
  const base = useId();
  const requested = openKey === undefined ? -1 : items.findIndex((item) => item.key === openKey);
  // The accordion statechart, started at once with how the page wants it, on the server and in
  // the browser alike (the first render agrees with the server's HTML); no timers or actors.
  const [accordion] = useState(() => {
    const actor = createActor(accordionMachine).start();
    actor.send({
      type: 'accordion.start',
      count: items.length,
      singleOpen,
      defaultOpenIndex,
      requestedIndex: requested >= 0 ? requested : undefined,
    });
    return actor;
  });
  const open = useSelector(accordion, (s) => s.context.open);
  // The key can arrive after hydration (the client reads the address): open that item then.
  useEffect(() => {
    if (requested >= 0) accordion.send({ type: 'accordion.request', index: requested });
  }, [requested, accordion]);
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="wx-accordion__items">
      {items.map((item, i) => {
        const expanded = open.includes(i);
        const header = `${base}-h${i}`;
        const panel = `${base}-p${i}`;
        return (
          <div
            key={item.key ?? i}
            className={`wx-accordion__item${expanded ? ' wx-accordion__item--open' : ''}`}
          >
            <Heading className="wx-accordion__heading">
              <button
                type="button"
                id={header}
                className="wx-accordion__button"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => accordion.send({ type: 'accordion.toggle', index: i })}
              >
                {item.title}
              </button>
            </Heading>
            <div
              id={panel}
              role="region"
              aria-labelledby={header}
              className="wx-accordion__panel"
              hidden={!expanded}
            >
              <PlainText text={item.text} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Module `accordion`. */
export default function Accordion({ config, context }: ModuleProps<AccordionConfig>) {
  const id = useId();
  return (
    <ModuleSection className="wx-accordion" title={config.title} titleId={id}>
      <AccordionList
        items={config.items}
        singleOpen={config.singleOpen}
        defaultOpenIndex={config.defaultOpenIndex}
        openKey={context.day ?? undefined}
      />
    </ModuleSection>
  );
}
