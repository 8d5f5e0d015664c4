import { ModuleSection } from '../shared/ModuleSection.tsx';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { TextConfig } from '#schemas/generated/types.ts';
import { PlainText } from './PlainText.tsx';
import './Text.css';

/** Module `text`: an optional title and plain text. */
export default function Text({ config }: ModuleProps<TextConfig>) {
  return (
    <ModuleSection className="wx-text" title={config.title}>
      <PlainText text={config.text} />
    </ModuleSection>
  );
}
