import type { ReactNode } from 'react';

/** Slots a layout can place, after the engine folded the aliases (right, secondary main, bottom). */
export type PrimarySlot =
  'first' | 'leftMajor' | 'leftMinor' | 'main' | 'rightMajor' | 'rightMinor' | 'map';
export type SecondarySlot = 'major' | 'minor' | 'right';

export interface SecondaryItem {
  key: string;
  title: string;
  slug: string | undefined;
  expanded: boolean;
  node: ReactNode;
}

export interface LayoutProps {
  title: string;
  subtitle?: string;
  primary: (slot: PrimarySlot) => ReactNode | null;
  /** Secondary modules in order, each rendered as a drawer on small screens. */
  secondary: (slot: SecondarySlot) => SecondaryItem[];
}
