import type { ReactNode } from 'react';
import { glossaryHref } from '#engine/vocabulary/glossary.ts';
import type { GlossaryTerm } from '#engine/vocabulary/glossary.ts';

/**
 * A word a visitor may not know, linked to its entry in the glossary (/about/glossary#<term>). A
 * file without styles, so a module that only links a term takes no stylesheet with it.
 */
export function TermLink({ term, children }: { term: GlossaryTerm; children: ReactNode }) {
  return <a href={glossaryHref(term)}>{children}</a>;
}
