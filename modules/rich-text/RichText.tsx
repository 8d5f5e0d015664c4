import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { RichTextConfig } from '#schemas/generated/types.ts';
import { sanitise } from './sanitise.ts';
import type { SafeNode } from './sanitise.ts';
import './RichText.css';

/** Sanitised nodes as React elements: no dangerouslySetInnerHTML, so text can never become markup. */
export function renderSafe(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((n, i) => {
    if (typeof n === 'string') return n;
    if (n.tag === 'br') return <br key={i} />;
    const Tag = n.tag;
    const external = n.href !== undefined && /^https?:/i.test(n.href);
    return (
      <Tag key={i} href={n.href} rel={external ? 'noopener noreferrer' : undefined}>
        {renderSafe(n.children)}
      </Tag>
    );
  });
}

/** Module `rich-text`: an optional title and a little sanitised HTML. */
export default function RichText({ config }: ModuleProps<RichTextConfig>) {
  const id = useId();
  const nodes = useMemo(() => sanitise(config.html), [config.html]);
  return (
    <section className="wx-rich-text" aria-labelledby={config.title ? id : undefined}>
      {config.title ? (
        <h2 id={id} className="wx-rich-text__title">
          {config.title}
        </h2>
      ) : null}
      {renderSafe(nodes)}
    </section>
  );
}
