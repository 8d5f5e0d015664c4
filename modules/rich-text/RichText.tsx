import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ModuleSection } from '../shared/ModuleSection.tsx';
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
  const nodes = useMemo(() => sanitise(config.html), [config.html]);
  return (
    <ModuleSection className="wx-rich-text" title={config.title}>
      {renderSafe(nodes)}
    </ModuleSection>
  );
}
