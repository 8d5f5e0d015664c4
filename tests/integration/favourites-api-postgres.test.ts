import { openDatabase } from '#server/db/open-database.ts';
import { favouritesApiCases } from '../support/favourites-api-cases.ts';
import { freshPostgresDatabase } from '../support/fixtures.ts';

// The same cases on PGlite: server/favourites/favourites-routes.test.ts.
describe('favourites API on PostgreSQL', () => {
  favouritesApiCases(async () => {
    const database = await freshPostgresDatabase();
    return database && openDatabase({ DATABASE_URL: database.url, DATA_DIR: '' });
  });
});
