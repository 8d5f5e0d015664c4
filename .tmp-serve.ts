import { startSite } from './tests/support/site.ts';
const site = await startSite(JSON.parse(process.env.SITE_ENV ?? '{}'));
console.log(site.url);
