// @vitest-environment jsdom
import { whenQuiet, yieldToMain } from './quiet.ts';

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] }),
);
afterEach(() => vi.useRealTimers());

describe('whenQuiet', () => {
  it('waits until the page has been quiet for the time asked', async () => {
    let started = false;
    void whenQuiet(5000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(4000);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1200);
    expect(started).toBe(true);
  });

  it("starts after a visitor's first input, once its answer had a frame", async () => {
    let started = false;
    void whenQuiet(5000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(500);
    window.dispatchEvent(new Event('pointerdown'));
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(started).toBe(true);
  });
});

describe('yieldToMain', () => {
  it('continues in a later task', async () => {
    let after = false;
    void yieldToMain().then(() => (after = true));
    await Promise.resolve();
    expect(after).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(after).toBe(true);
  });
});
