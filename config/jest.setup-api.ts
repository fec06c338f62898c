// API tests build a fresh app on a fresh database; PGlite start-up and migrations take a while.
jest.setTimeout(60_000);
