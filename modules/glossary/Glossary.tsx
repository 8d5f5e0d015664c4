import type { ModuleProps } from '#engine/module-entry.ts';
import type { GlossaryConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import './Glossary.css';

type Entry = GlossaryConfig['terms'][number];

/** The letter an entry files under: its term's first letter, digits and signs under '#'. */
const letterOf = (entry: Entry): string => {
  const first = entry.term.normalize('NFD').charAt(0).toUpperCase();
  return /[A-Z]/.test(first) ? first : '#';
};

/**
 * The glossary: every term under its first letter, A to Z, with an index of the letters that
 * have terms. Each term's `id` is its anchor, so modules link straight to it
 * (engine/vocabulary/glossary.ts), and its related terms link within the page.
 */
export default function Glossary({ config }: ModuleProps<GlossaryConfig>) {
  const terms = [...config.terms].sort((a, b) =>
    a.term.localeCompare(b.term, 'en-NZ', { sensitivity: 'base' }),
  );
  const byId = new Map(terms.map((t) => [t.id, t]));
  const letters = [...new Set(terms.map(letterOf))];
  return (
    <ModuleSection className="wx-glossary" title={config.title} label="Glossary">
      {config.intro ? <p>{config.intro}</p> : null}
      <nav aria-label="Glossary letters">
        <ul className="wx-glossary__letters">
          {letters.map((l) => (
            <li key={l}>
              <a href={`#letter-${l === '#' ? 'other' : l.toLowerCase()}`}>{l}</a>
            </li>
          ))}
        </ul>
      </nav>
      {letters.map((l) => (
        <section key={l} aria-labelledby={`letter-${l === '#' ? 'other' : l.toLowerCase()}`}>
          <h3
            id={`letter-${l === '#' ? 'other' : l.toLowerCase()}`}
            className="wx-glossary__letter"
          >
            {l}
          </h3>
          <dl className="wx-glossary__terms">
            {terms
              .filter((t) => letterOf(t) === l)
              .map((t) => {
                const related = (t.seeAlso ?? []).flatMap((id) => byId.get(id) ?? []);
                return (
                  <div key={t.id} className="wx-glossary__entry">
                    <dt id={t.id} tabIndex={-1}>
                      {t.term}
                    </dt>
                    <dd>
                      {t.definition.split(/\n\s*\n/).map((para, i) => (
                        <p key={i}>{para}</p>
                      ))}
                      {related.length ? (
                        <p className="wx-glossary__see">
                          See also:{' '}
                          {related.map((r, i) => (
                            <span key={r.id}>
                              {i ? ', ' : ''}
                              <a href={`#${r.id}`}>{r.term}</a>
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
          </dl>
        </section>
      ))}
    </ModuleSection>
  );
}
