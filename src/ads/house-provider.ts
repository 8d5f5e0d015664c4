import type { AdProvider } from './provider.ts';

/** One of the site's own creatives, as `GET {apiPrefix}/ads/house` answers it. */
export interface HouseCreative {
  id: string;
  title: string;
  text: string;
  href: string;
  cta: string;
  image?: string;
}

/** Renders a creative as plain DOM (no HTML from the network is ever parsed). */
export function renderCreative(box: HTMLElement, creative: HouseCreative): void {
  const link = document.createElement('a');
  link.className = creative.image ? 'wx-house' : 'wx-house wx-house--plain';
  link.href = creative.href;
  if (creative.image) {
    const img = document.createElement('img');
    img.src = creative.image;
    img.alt = '';
    img.className = 'wx-house__image';
    // Spec: images in advert tiles that fail to load are hidden.
    img.addEventListener(
      'error',
      () => {
        img.hidden = true;
        link.classList.add('wx-house--plain');
      },
      { once: true },
    );
    link.append(img);
  }
  const title = document.createElement('strong');
  title.className = 'wx-house__title';
  title.textContent = creative.title;
  const text = document.createElement('span');
  text.className = 'wx-house__text';
  text.textContent = creative.text;
  const cta = document.createElement('span');
  cta.className = 'wx-house__cta';
  cta.textContent = creative.cta;
  link.append(title, text, cta);
  box.replaceChildren(link);
}

/** The house provider: one request per slot to this server, each slot filled as it answers. */
export function houseProvider(apiPrefix: string, path: () => string): AdProvider {
  let generation = 0;
  return {
    display(slots, targeting, events) {
      const mine = ++generation;
      const section = targeting.find((t) => t.key === 'section')?.value;
      // Not awaited: display() resolves once the requests are out; each slot reports on its own.
      slots.forEach(
        ({ slot, box }, n) =>
          void (async () => {
            // n: the page's slots get different creatives (server/ads/house-routes.ts).
            const query = new URLSearchParams({
              slot: slot.id,
              layout: slot.layout,
              path: path(),
              n: String(n),
            });
            if (typeof section === 'string') query.set('section', section);
            try {
              const res = await fetch(`${apiPrefix}/ads/house?${query}`, {
                headers: { accept: 'application/json' },
              });
              if (!res.ok) throw new Error(`HTTP ${res.status}`);
              const { creative } = (await res.json()) as { creative: HouseCreative | null };
              if (mine !== generation) return; // the page changed meanwhile
              if (creative) renderCreative(box, creative);
              events.rendered(slot.id, !creative);
            } catch (error) {
              if (mine === generation)
                events.error(slot.id, error instanceof Error ? error.message : String(error));
            }
          })(),
      );
      return Promise.resolve();
    },
    clear() {
      generation += 1;
    },
  };
}
