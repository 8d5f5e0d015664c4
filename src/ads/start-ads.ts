import { createActor, fromPromise } from 'xstate';
import { adSlots, adSpaceCss, LARGE_SCREEN, type AdSlot } from '#engine/ad-space.ts';
import { adsMachine, type AdsPage, type AdTarget } from '#machines/ads.machine.ts';
import type { PageAdConfig } from '#schemas/generated/types.ts';
import type { RouteChanges } from '#src/after-load/route-changes.ts';
import { isOverlay, pageTargeting, slotsForBrowser, warningOnScreen } from './ad-rules.ts';
import { createBox, FOCUSABLE, openInterstitial, place, type AdBox } from './ad-boxes.ts';
import { gptProvider } from './gpt-provider.ts';
import { houseProvider } from './house-provider.ts';
import type { AdEvents } from './provider.ts';
import type { AdsSettings } from './settings.ts';
// As text, added when ads start: a stylesheet file of this lazy chunk would be listed in the app
// chunk's preload map (bytes before interaction).
import adsCss from './ads.css?inline';
import houseCss from './house.css?inline';

/** Session flag: the interstitial shows at most once per visit. */
const INTERSTITIAL_SHOWN = 'nzweather.interstitialShown';

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
}

/** The reservation CSS the server put in the page; replaced when an in-app page changes it. */
function spaceStyle(): HTMLStyleElement {
  const found = document.getElementById('wx-ad-space');
  if (found instanceof HTMLStyleElement) return found;
  const style = document.createElement('style');
  style.id = 'wx-ad-space';
  document.head.append(style);
  return style;
}

function interstitialAllowed(): boolean {
  try {
    return sessionStorage.getItem(INTERSTITIAL_SHOWN) === null;
  } catch {
    return true;
  }
}

/**
 * Ads on the page as loaded and on every in-app page after it: slots from the page's adConfig,
 * boxes in the reserved space, the provider filling them, the ads statechart applying the rules.
 */
export function startAds(settings: AdsSettings, apiPrefix: string, routes: RouteChanges): void {
  const sheet = document.createElement('style');
  sheet.textContent = settings.provider === 'gpt' ? adsCss : adsCss + houseCss;
  document.head.append(sheet);
  const provider =
    settings.provider === 'gpt'
      ? gptProvider(settings.gpt)
      : houseProvider(apiPrefix, routes.current);
  let boxes: AdBox[] = [];
  const boxOf = (id: string) => boxes.find((b) => b.slot.id === id);
  const staticMapBox = () => boxes.find((b) => b.slot.isStaticMapSlot);
  const takeoverBox = () => boxes.find((b) => b.slot.layout === 'map-takeover');

  const actor = createActor(
    adsMachine.provide({
      actors: {
        loadTargeting: fromPromise<AdTarget[], AdsPage>(async ({ input }) => {
          const url = input.adConfig?.targeting?.dynamicDataUrl;
          const dynamic = url ? await getJson(url) : [];
          return pageTargeting(input.adConfig?.targeting?.staticData, dynamic, input.search);
        }),
        requestAds: fromPromise<undefined, { slots: AdSlot[]; targeting: AdTarget[] }>(
          ({ input }) =>
            provider
              .display(
                boxes.map((b) => ({ slot: b.slot, box: b.box })),
                input.targeting,
                events,
              )
              .then(() => undefined),
        ),
      },
      actions: {
        log: (_, { level, message }) => {
          if (level === 'error') console.error(message);
          else if (level === 'warn') console.warn(message);
        },
        clearSlots: () => {
          provider.clear();
          for (const b of boxes) b.outer.remove();
          boxes = [];
        },
        hideSlot: (_, id) => {
          const b = boxOf(id);
          if (!b) return;
          // Hidden, its space kept: collapsing it would move the page.
          if (b.slot.layout === 'interstitial') b.outer.hidden = true;
          else b.outer.style.visibility = 'hidden';
        },
        clearTakeover: () => {
          const b = takeoverBox();
          // Out of the list too, or the next placing would put the wrapper back.
          boxes = boxes.filter((x) => x !== b);
          b?.outer.remove();
          b?.box.replaceChildren();
          document.querySelector('.wx-maplayout__map')?.classList.remove('wx-map--takeover');
          for (const tip of document.querySelectorAll('[data-ad-tooltip]')) tip.remove();
        },
        setStaticMapSlotHidden: (_, hidden) => {
          const b = staticMapBox();
          if (b) b.outer.style.visibility = hidden ? 'hidden' : '';
        },
      },
    }),
  ).start();

  const events: AdEvents = {
    rendered(id, noAd) {
      const b = boxOf(id);
      if (!b) return;
      // An overlay never covers a warning: with one on the page it goes as if it had no ad, and
      // the interstitial may show on a later page of the visit.
      const empty = noAd || (isOverlay(b.slot) && warningOnScreen(document));
      if (b.slot.layout === 'map-takeover') {
        if (empty) return actor.send({ type: 'ads.takeover.failed' });
        document.querySelector('.wx-maplayout__map')?.classList.add('wx-map--takeover');
        return actor.send({ type: 'ads.takeover.shown' });
      }
      if (empty) return actor.send({ type: 'ads.slot.empty', id });
      b.outer.classList.add('wx-ad--filled');
      if (b.slot.layout === 'interstitial') {
        try {
          sessionStorage.setItem(INTERSTITIAL_SHOWN, '1');
        } catch {
          // Refused storage: it may show again on the next page, nothing worse.
        }
        openInterstitial(b, () => actor.send({ type: 'ads.slot.empty', id }));
      }
    },
    error(id, message) {
      if (boxOf(id)?.slot.layout === 'map-takeover') actor.send({ type: 'ads.takeover.failed' });
      else actor.send({ type: 'ads.slot.error', id, message });
    },
  };

  const show = (adConfig: PageAdConfig | undefined) => {
    // The interstitial shows at most once per visit: after that its slot is not even requested.
    const slots = slotsForBrowser(
      adSlots(adConfig),
      navigator.userAgent,
      settings.overlays !== false,
    ).filter((s) => s.layout !== 'interstitial' || interstitialAllowed());
    const style = spaceStyle();
    const css = adSpaceCss(slots);
    if (style.textContent !== css) style.textContent = css;
    actor.send({
      type: 'ads.page',
      adConfig,
      slots,
      search: location.search,
      staticTargeting: pageTargeting(adConfig?.targeting?.staticData, [], location.search),
    });
    // clearSlots ran on that event: the new page's boxes go in now.
    boxes = slots.map(createBox);
    // A displayed takeover covers the map: the visitor can always get the map back.
    const takeover = takeoverBox();
    if (takeover) {
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'wx-ad__close wx-ad__close--takeover';
      close.textContent = 'Close advertisement';
      close.addEventListener('click', () => {
        actor.send({ type: 'ads.takeover.clear' });
        // The button went with the takeover: the focus goes to the map it gave back.
        if (document.activeElement === document.body || !document.activeElement)
          document
            .querySelector('.wx-maplayout__map')
            ?.querySelector<HTMLElement>(FOCUSABLE)
            ?.focus();
      });
      takeover.outer.prepend(close);
    }
    place(boxes);
  };

  // React re-renders the hosts on in-app navigation: keep each box in its host.
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      place(boxes);
    });
  }).observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
  // A phone's slots follow other modules than a larger screen's (engine/ad-space.ts).
  matchMedia(LARGE_SCREEN).addEventListener('change', () => place(boxes));

  // The page's ad config comes from the pages API (the server leaves it out of the embedded
  // state: nothing renders it, and the first response must stay small). The browser's cache
  // usually has the answer: the page machine asked for it on in-app navigation.
  const load = (path: string) =>
    getJson(`${apiPrefix}/pages${path}`)
      .then((d) => {
        const description = d as { adConfig?: PageAdConfig; overlay?: { parentUrl?: string } };
        // An overlay page shows the ads of the page beneath it.
        const parent = description.overlay?.parentUrl;
        return parent && !description.adConfig
          ? getJson(`${apiPrefix}/pages${parent}`).then(
              (p) => (p as { adConfig?: PageAdConfig }).adConfig,
            )
          : description.adConfig;
      })
      .then(show)
      .catch((e: unknown) => {
        show(undefined);
        console.warn(`Ads for ${path} skipped: ${e instanceof Error ? e.message : String(e)}`);
      });
  void load(routes.current());
  routes.listen((path) => void load(path));
}
