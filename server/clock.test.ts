import { clockFor } from './clock.ts';

describe('the server clock', () => {
  it('stands still at WX_NOW', () => {
    const now = clockFor({ WX_NOW: 1_795_654_800_000 });
    expect(now()).toBe(1_795_654_800_000);
    expect(now()).toBe(1_795_654_800_000);
  });

  it('is the wall clock when WX_NOW is unset', () => {
    expect(clockFor({ WX_NOW: undefined })).toBe(Date.now);
  });
});
