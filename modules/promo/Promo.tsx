import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { PromoConfig } from '#schemas/generated/types.ts';
import { LinkItem } from '#modules/link-list/LinkItem.tsx';
import './Promo.css';

/** Module `promo`: title, short text and one link (the footer promo of the last section, for one). */
export default function Promo({ config }: ModuleProps<PromoConfig>) {
  const id = useId();
  return (
    <section className="wx-promo" aria-labelledby={id}>
      <h2 id={id} className="wx-promo__title">
        {config.title}
      </h2>
      <p className="wx-promo__text">{config.text}</p>
      <p className="wx-promo__link">
        <LinkItem link={config.link} />
      </p>
    </section>
  );
}
