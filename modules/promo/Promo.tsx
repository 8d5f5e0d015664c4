import type { ModuleProps } from '#engine/module-entry.ts';
import type { PromoConfig } from '#schemas/generated/types.ts';
import { LinkItem } from '#modules/link-list/LinkItem.tsx';
import { ModuleSection } from '#modules/shared/ModuleSection.tsx';
import './Promo.css';

/** Module `promo`: title, short text and one link (the footer promo of the last section, for one). */
export default function Promo({ config }: ModuleProps<PromoConfig>) {
  return (
    <ModuleSection className="wx-promo" title={config.title}>
      <p className="wx-promo__text">{config.text}</p>
      <p className="wx-promo__link">
        <LinkItem link={config.link} />
      </p>
    </ModuleSection>
  );
}
