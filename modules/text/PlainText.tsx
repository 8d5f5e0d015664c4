import { Fragment } from 'react';
import { paragraphs } from './paragraphs.ts';

/** Renders plain text as paragraphs (blank line) and line breaks (single newline). Never HTML. */
export function PlainText({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
