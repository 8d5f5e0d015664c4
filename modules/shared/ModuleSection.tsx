import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ModuleTitle } from './DataNote.tsx';

/**
 * The section-and-heading primitive every module uses (issue 10): a landmark named by the
 * module's title when it has one, else by a fixed label, with the shared heading style. A module
 * never styles or wires its own title.
 * @example <ModuleSection className="wx-rain" title={config.title} label="Rain forecast">…</ModuleSection>
 */
export function ModuleSection({
  title,
  label,
  titleId,
  children,
  ...rest
}: {
  title?: string;
  /** The accessible name when there is no title (none: an untitled section is no landmark). */
  label?: string;
  /** The heading's id, when the module refers to it elsewhere. */
  titleId?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithRef<'section'>, 'title' | 'children'>) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <section
      {...rest}
      aria-labelledby={title ? id : undefined}
      aria-label={title ? undefined : label}
    >
      <ModuleTitle title={title} id={id} />
      {children}
    </section>
  );
}
