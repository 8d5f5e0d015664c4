// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { WebcamGalleryConfig } from '#schemas/generated/types.ts';
import { validateModuleWebcamGallery } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import WebcamGallery, { ALL_BROKEN } from './WebcamGallery.tsx';

const camera = (id: string, label: string) => ({
  id,
  label,
  description: `${label} at Mt Hutt`,
  src: `/webcams/mt-hutt/${id}.svg?at=1`,
  width: 640,
  height: 360,
  takenAt: '2026-11-22T14:30:00+13:00',
});
const config: WebcamGalleryConfig = {
  name: 'webcam-gallery',
  dataUrl: '/api/data/webcams/ski/mt-hutt',
  source: 'demo',
  issuedAt: '2026-11-22T14:30:00+13:00',
  location: { key: 'mt-hutt', type: 'ski', label: 'Mt Hutt', region: 'Canterbury' },
  cameras: [
    camera('base', 'Base area'),
    camera('summit', 'Top of the lifts'),
    camera('road', 'Access road'),
  ],
};

// jsdom has no modal dialogs: the browser's behaviour the viewer relies on, in brief.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const viewer = () => screen.getByRole('dialog', { hidden: true });

describe('webcam-gallery', () => {
  it('validates: a data URL or cameras, each picture at a safe address', () => {
    expect(validateModuleWebcamGallery(config)).toBe(true);
    expect(validateModuleWebcamGallery({ name: 'webcam-gallery' })).toBe(false);
    expect(
      validateModuleWebcamGallery({
        ...config,
        cameras: [{ ...camera('a', 'A'), src: 'javascript:alert(1)' }],
      }),
    ).toBe(false);
  });

  it('shows each camera’s picture as a link to itself, with its name and time', () => {
    render(<WebcamGallery config={config} context={testContext()} />);
    const gallery = within(screen.getByRole('region', { name: 'Webcams: Mt Hutt' }));
    const links = gallery.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(config.cameras!.map((c) => c.src));
    expect(gallery.getByRole('img', { name: 'Base area at Mt Hutt' })).toBeTruthy();
    expect(gallery.getAllByRole('figure')[1]!.textContent).toContain(
      'Top of the lifts · 2:30 pm, 22 November 2026',
    );
    expect(gallery.getByText('Demo data')).toBeTruthy();
  });

  it('hides a picture that fails to load, and says so when none is left', () => {
    render(<WebcamGallery config={config} context={testContext()} />);
    fireEvent.error(screen.getByRole('img', { name: 'Top of the lifts at Mt Hutt' }));
    expect(screen.queryByRole('img', { name: 'Top of the lifts at Mt Hutt' })).toBeNull();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    for (const img of screen.getAllByRole('img')) fireEvent.error(img);
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
    expect(screen.getByText(ALL_BROKEN)).toBeTruthy();
  });

  it('opens a picture larger, moves through the cameras by button and arrow key, and closes back to it', () => {
    render(<WebcamGallery config={config} context={testContext()} />);
    const base = screen.getByRole('link', { name: /Base area at Mt Hutt/ });
    base.focus();
    fireEvent.click(base);
    expect(viewer().hasAttribute('open')).toBe(true);
    expect(within(viewer()).getByRole('heading', { name: 'Base area' })).toBeTruthy();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Next camera' }));
    expect(within(viewer()).getByRole('heading', { name: 'Top of the lifts' })).toBeTruthy();
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(within(viewer()).getByRole('heading', { name: 'Access road' })).toBeTruthy();
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(within(viewer()).getByRole('heading', { name: 'Base area' })).toBeTruthy();
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(within(viewer()).getByRole('heading', { name: 'Access road' })).toBeTruthy();
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Close' }));
    expect(viewer().hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(base);
  });
});
