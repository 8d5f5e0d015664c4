import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { AdSlot } from '#engine/ad-space.ts';
import type { AdsContext } from '#machines/ads.machine.ts';
import type { PageContext } from '#machines/page.machine.ts';
import { pageView } from '#machines/page-view.ts';
import type { PageView } from '#machines/page-view.ts';
import type { VersionContext } from '#machines/version.machine.ts';
import { videoStatus } from '#machines/video-player.machine.ts';
import type { VideoPlayerActor } from '#modules/video-player/VideoPlayer.tsx';
import { VideoPlayerView } from '#modules/video-player/VideoPlayer.tsx';
import { createBox } from '../../ads/ad-boxes.ts';
import { ErrorPage } from '../../shell/ErrorPage.tsx';
import { LoadingPage } from '../../shell/LoadingPage.tsx';
import type { LiveView } from './live-views.tsx';
import '../../ads/ads.css';
import '#modules/video-player/VideoPlayer.css';

/**
 * Live views of the machines whose site UI is a layout, a console record, a module or boxes
 * placed by script: the page (what the layout shows for its state), the version check (the reload
 * it does, and what it writes to the console), the video player (the module itself, on the
 * replayed actor) and the ads (the site's own boxes, hidden and shown as the machine says).
 */

const text = (el: Element | null) => el?.textContent?.trim() ?? '';

const stateOf = (s: AnyMachineSnapshot): string =>
  ['success', 'reload', 'fail', 'loading'].find((name) => s.matches(name)) ?? 'idle';

function PageLive({ actor }: { actor: AnyActorRef }) {
  const view = useSelector(actor, (s: AnyMachineSnapshot) =>
    pageView(stateOf(s), s.context as PageContext),
  );
  // The site's main region for the view: the loading page, the error page, or the page itself
  // (its title; the catalogue's pages hold no modules).
  if (view.status === 'loading') return <LoadingPage />;
  if (view.status === 'fail')
    return <ErrorPage error={view.error} debug={false} path={view.path} />;
  return (
    <section className="qa-live-page">
      <h1>{view.description.title}</h1>
      <p className="qa-small">
        {view.tree.layout} layout at {view.path}
      </p>
    </section>
  );
}

function expectedHeading(view: PageView): string | null {
  if (view.status === 'loading') return null;
  if (view.status === 'success') return view.description.title;
  const status = 'status' in view.error ? view.error.status : undefined;
  return status !== undefined && status >= 400 && status < 500
    ? '404: Page Not Found'
    : "Oops! There's been an error";
}

const pageLiveView: LiveView = {
  title: 'Page layout (the main region)',
  render: (actor) => <PageLive actor={actor} />,
  check(root, snapshot) {
    const view = pageView(stateOf(snapshot), snapshot.context as PageContext);
    const heading = text(root.querySelector('h1'));
    const want = expectedHeading(view);
    if (want === null)
      return root.querySelector('.wx-loading') ? null : 'The loading page should show';
    return heading === want ? null : `The page should show '${want}' but shows '${heading}'`;
  },
};

/** What the version check does for a state: a reload, or nothing a visitor sees. */
function versionRecord(snapshot: AnyMachineSnapshot): string {
  const { clientVersion, reason } = snapshot.context as VersionContext;
  if (snapshot.matches('reloading')) return `The page reloads now: ${reason ?? 'a new version'}.`;
  if (snapshot.matches('blocked'))
    return `No reload: this tab reloaded a moment ago. Console: ${reason ?? ''}`.trim();
  if (snapshot.matches('checking')) return 'Asking the server for its version…';
  return `Version ${clientVersion}: nothing to do.`;
}

function VersionLive({ actor }: { actor: AnyActorRef }) {
  const record = useSelector(actor, versionRecord);
  return (
    <p className="qa-live-version" role="status">
      {record}
    </p>
  );
}

const versionLiveView: LiveView = {
  title: 'Version check (the reload, or the console record)',
  render: (actor) => <VersionLive actor={actor} />,
  check(root, snapshot) {
    const want = versionRecord(snapshot);
    const shown = text(root.querySelector('.qa-live-version'));
    return shown === want ? null : `It should say '${want}' but says '${shown}'`;
  },
};

const videoLiveView: LiveView = {
  title: 'Video player (the module on the replayed actor)',
  render: (actor) => (
    <VideoPlayerView
      actor={actor as VideoPlayerActor}
      config={{ name: 'video-player', title: 'Weather videos' }}
    />
  ),
  check(root, snapshot) {
    const want = videoStatus(snapshot as Parameters<typeof videoStatus>[0]);
    const shown = text(root.querySelector('.wx-video__status'));
    return shown === want ? null : `The player should say '${want}' but says '${shown}'`;
  },
};

/** The static map slot is hidden while a map takeover shows (shell spec: Advertising). */
const hiddenNow = (snapshot: AnyMachineSnapshot, slot: AdSlot): boolean =>
  (snapshot.context as AdsContext).hidden.includes(slot.id) ||
  (slot.isStaticMapSlot === true && snapshot.matches({ showing: 'takeover' }));

function AdsLive({ actor }: { actor: AnyActorRef }) {
  const snapshot = useSelector(actor, (s: AnyMachineSnapshot) => s);
  const host = useRef<HTMLDivElement>(null);
  const { slots } = snapshot.context as AdsContext;
  // The site's own boxes (src/ads/ad-boxes.ts), laid out in a list rather than in page hosts.
  useEffect(() => {
    const list = host.current;
    if (!list) return;
    list.replaceChildren(
      ...slots.map((slot) => {
        const { outer } = createBox(slot);
        const hidden = hiddenNow(snapshot, slot);
        outer.dataset.slot = slot.id;
        outer.hidden = hidden;
        outer.style.height = '';
        // In the studio the interstitial is one box of the list, not a modal over the page.
        outer.removeAttribute('aria-modal');
        outer.setAttribute('role', 'group');
        outer.setAttribute('aria-label', `Advertisement ${slot.id}`);
        outer.querySelector('.wx-ad__close')?.remove();
        const label = document.createElement('p');
        label.className = 'qa-small';
        label.textContent = `${slot.id} (${slot.layout}${slot.isStaticMapSlot ? ', under the map' : ''}): ${hidden ? 'hidden' : 'shown'}`;
        outer.prepend(label);
        return outer;
      }),
    );
  }, [slots, snapshot]);
  const takeover = snapshot.matches({ showing: 'takeover' })
    ? 'The map takeover shows; the static map slot is hidden.'
    : snapshot.matches({ showing: 'cleared' })
      ? 'The map takeover is cleared.'
      : '';
  return (
    <div>
      <div ref={host} className="qa-live-ads" />
      {takeover ? <p className="qa-small">{takeover}</p> : null}
    </div>
  );
}

const adsLiveView: LiveView = {
  title: 'Ad slots (the site’s boxes)',
  render: (actor) => <AdsLive actor={actor} />,
  check(root, snapshot) {
    for (const slot of (snapshot.context as AdsContext).slots) {
      const box = root.querySelector<HTMLElement>(`[data-slot="${CSS.escape(slot.id)}"]`);
      if (!box) return `Slot ${slot.id} is missing`;
      if (box.hidden !== hiddenNow(snapshot, slot))
        return `Slot ${slot.id} should be ${hiddenNow(snapshot, slot) ? 'hidden' : 'shown'}`;
    }
    return null;
  },
};

export const moreLiveViews: Readonly<Record<string, LiveView>> = {
  ads: adsLiveView,
  page: pageLiveView,
  version: versionLiveView,
  'video-player': videoLiveView,
};
