/**
 * Makes the video player's local default clips (content/videos/*.webm) and their posters (*.png)
 * without ffmpeg: Debian's Chromium draws each scene on a canvas and records it with
 * MediaRecorder (VP8 WebM). Run it again only to change the clips: `tsx scripts/make-sample-videos.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/browser.ts';

const OUT = join(import.meta.dirname, '../content/videos');
const SCENES = ['front', 'sunny'] as const;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<canvas width="640" height="360"></canvas>');
for (const scene of SCENES) {
  // A plain script, not a function: tsx's helpers (__name) do not exist in the page.
  const { video, poster } = (await page.evaluate(
    `(async (scene) => {
    const canvas = document.querySelector('canvas');
    const g = canvas.getContext('2d');
    const draw = (t) => {
      const front = scene === 'front';
      g.fillStyle = front ? '#3d5a73' : '#7cc4ec';
      g.fillRect(0, 0, 640, 360);
      g.fillStyle = '#f2a900';
      g.beginPath();
      g.arc(front ? 90 : 120 + t * 40, 90, 40, 0, 7);
      g.fill();
      g.fillStyle = front ? '#d5dde4' : '#fff';
      const x = (front ? 520 : 380) - t * (front ? 60 : 25);
      g.beginPath();
      g.arc(x, 150, 60, 0, 7);
      g.arc(x + 70, 130, 72, 0, 7);
      g.arc(x + 140, 160, 52, 0, 7);
      g.fill();
      if (front) {
        g.fillStyle = '#1d6fa8';
        for (let i = 0; i < 30; i++) g.fillRect(x - 40 + i * 9, 220 + ((t * 160 + i * 23) % 120), 3, 14);
      }
      g.fillStyle = '#14212b';
      g.font = 'bold 28px sans-serif';
      g.fillText(front ? 'A front crosses the country' : 'Settled and sunny', 24, 330);
    };
    draw(0);
    const poster = canvas.toDataURL('image/png').split(',')[1];
    const recorder = new MediaRecorder(canvas.captureStream(15), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 200_000,
    });
    const chunks = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - start) / 1000;
        draw(t);
        if (t < 5) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return { video: btoa(binary), poster };
})(${JSON.stringify(scene)})`,
  )) as { video: string; poster: string };
  writeFileSync(join(OUT, `${scene}.webm`), Buffer.from(video, 'base64'));
  writeFileSync(join(OUT, `${scene}.png`), Buffer.from(poster, 'base64'));
}
await browser.close();
