import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type {
  WarningsActorRef,
  WarningsEntryRef,
  WarningsEntrySnapshot,
} from '#machines/warnings.machine.ts';
import type { ActorUse } from '#machines/deferred-actor.ts';
import { LOADING_VIEW, warningsEntryId } from '#engine/warnings-view.ts';
import type { WarningsView } from '#engine/warnings-view.ts';

/**
 * The view of one entry. While a refetch or retry runs, the last settled answer stays on screen
 * (no flash of 'Loading...' every three minutes, no flicker while the service is down).
 */
export function entryView(snapshot: WarningsEntrySnapshot | undefined): WarningsView {
  if (!snapshot) return LOADING_VIEW;
  const c = snapshot.context;
  const settled = snapshot.matches('loading')
    ? c.failure !== null
      ? 'failed'
      : c.warningPageUrl !== undefined
        ? 'loaded'
        : 'loading'
    : snapshot.matches('none')
      ? 'loading'
      : snapshot.matches('loaded')
        ? 'loaded'
        : 'failed';
  const view: WarningsView = {
    loadState: settled,
    warnings: c.warnings,
    summary: c.summary,
    regional: c.regional,
  };
  if (c.warningAreaName !== undefined) view.warningAreaName = c.warningAreaName;
  if (c.warningPageUrl !== undefined) view.warningPageUrl = c.warningPageUrl;
  return view;
}

const sameView = (a: WarningsView, b: WarningsView): boolean =>
  a.loadState === b.loadState &&
  a.warnings === b.warnings &&
  a.regional === b.regional &&
  a.summary === b.summary &&
  a.warningAreaName === b.warningAreaName;

/**
 * Asks the warnings actor for a location's warnings once mounted (effects only: nothing runs on
 * the server) and follows that location's entry.
 * @example const view = useWarningsFor(warningsActor, 'towns-cities', 'hokitika');
 */
export function useWarningsFor(
  actor: ActorUse<WarningsActorRef>,
  locationType: string | undefined,
  key: string | undefined,
): WarningsView {
  const id = warningsEntryId(locationType, key);
  useEffect(() => {
    actor.send({ type: 'warnings.init', locationType, key, requestedAt: Date.now() });
  }, [actor, locationType, key]);
  const entry = useSelector(actor, (s) => s.children[id] as WarningsEntryRef | undefined);
  return useSelector(entry, (s) => entryView(s), sameView);
}

/** The regional banner's open flag and its toggle, from the same actor. */
export function useWarningsBanner(actor: ActorUse<WarningsActorRef>): {
  bannerOpen: boolean;
  toggle: () => void;
} {
  const bannerOpen = useSelector(actor, (s) => s.context.bannerOpen);
  return { bannerOpen, toggle: () => actor.send({ type: 'warnings.banner.toggle' }) };
}
