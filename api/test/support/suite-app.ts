// Most suites run on one app of their own: built before the suite's first test, closed after its last.
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers';

/**
 * The suite's app, built in `beforeAll` (within `timeout` when given) and closed in `afterAll`;
 * its fields are there from the suite's first hook on. Options given as a function are read when
 * the app is built, after the hooks declared before it (a folder they made, say).
 */
export function suiteApp(options: TestAppOptions | (() => TestAppOptions), timeout?: number): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  }, timeout);
  afterAll(async () => {
    await current?.close();
  });
  const open = (): TestApp => {
    if (!current) throw new Error('the suite app is built in beforeAll');
    return current;
  };
  return {
    get app() {
      return open().app;
    },
    get apps() {
      return open().apps;
    },
    get dbs() {
      return open().dbs;
    },
    get db() {
      return open().db;
    },
    get target() {
      return open().target;
    },
    close: () => open().close(),
  };
}
