import { ConditionIcon, iconHref } from './conditions.tsx';

/**
 * Night versions of the condition icons that show the sun (issue 14: a fine 2 am showed a sun).
 * The moon takes the text colour (currentColor in the sprite).
 */
const NIGHT: ReadonlySet<string> = new Set(['fine', 'partly-cloudy', 'few-showers']);

/** The condition icon for the time of day: the moon instead of the sun when `night`. */
export function SkyIcon({
  condition,
  night,
  size = 32,
}: {
  condition: string | undefined;
  night: boolean | undefined;
  size?: number;
}) {
  if (!night || !NIGHT.has(condition ?? ''))
    return <ConditionIcon condition={condition} size={size} />;
  return (
    <svg className="wx-icon wx-icon--night" width={size} height={size} aria-hidden="true">
      <use href={iconHref(`night-${condition}`)} />
    </svg>
  );
}
