import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { TextConfig } from '#schemas/generated/types.ts';
import { PlainText } from './PlainText.tsx';
import './Text.css';

/** Module `text`: an optional title and plain text. */
export default function Text({ config }: ModuleProps<TextConfig>) {
  const id = useId();
  return (
    <section className="wx-text" aria-labelledby={config.title ? id : undefined}>
      {config.title ? (
        <h2 id={id} className="wx-text__title">
          {config.title}
        </h2>
      ) : null}
      <PlainText text={config.text} />
    </section>
  );
}
