import { useId } from 'react';
import { colourStep, COLOUR_STEPS } from './colour-steps.ts';
import type { StepScale } from './colour-steps.ts';
import './steps.css';

/**
 * A value on its colour step (colour-steps.ts): the number as text on the step's colour, so the
 * colour is never the only carrier of the value. Not a number: the grey step and N/A.
 */
export function StepValue({
  scale,
  value,
  text,
}: {
  scale: StepScale;
  value: unknown;
  /** The value as shown ('21.4%', '12°'). */
  text: string;
}) {
  const step = colourStep(scale, value);
  return (
    <span className="wx-step" style={{ background: step.background, color: step.text }}>
      {text}
    </span>
  );
}

/** Every step of a scale as a key: a swatch and its range each, lowest first. */
export function StepLegend({ scale, label }: { scale: StepScale; label: string }) {
  const id = useId();
  return (
    <figure className="wx-step-legend" aria-labelledby={id}>
      <figcaption id={id}>{label}</figcaption>
      <ol>
        {COLOUR_STEPS[scale].map((step) => (
          <li key={step.index} style={{ background: step.background, color: step.text }}>
            {step.label}
          </li>
        ))}
      </ol>
    </figure>
  );
}
