import type { Link } from '#schemas/generated/types.ts';

/** One content link: new-tab links say so to screen readers and never leak the opener. */
export function LinkItem({ link }: { link: Link }) {
  const blank = link.target === '_blank';
  return (
    <a
      href={link.url}
      target={blank ? '_blank' : undefined}
      rel={blank ? 'noopener noreferrer' : undefined}
    >
      {link.label}
      {blank ? <span className="wx-visually-hidden">{' (opens in a new tab)'}</span> : null}
    </a>
  );
}
