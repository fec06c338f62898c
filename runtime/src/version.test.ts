import runtimePackage from '../package.json';
import { RUNTIME_VERSION, satisfiesCaret } from './version';

test('the declared version is the package version', () => {
  expect(RUNTIME_VERSION).toBe(runtimePackage.version);
});

test('a caret range accepts the same major, not older, and nothing of another major', () => {
  expect(satisfiesCaret('1.4.2', '^1.0.0')).toBe(true);
  expect(satisfiesCaret('1.4.2', '^1.4.2')).toBe(true);
  expect(satisfiesCaret('1.4.2', '^1.5.0')).toBe(false);
  expect(satisfiesCaret('1.4.2', '^2.0.0')).toBe(false);
  expect(satisfiesCaret('2.0.0', '^1.0.0')).toBe(false);
  expect(satisfiesCaret('0.3.1', '^0.3.0')).toBe(true);
  expect(satisfiesCaret('0.4.0', '^0.3.0')).toBe(false);
  expect(satisfiesCaret('1.0.0', '>=1.0.0')).toBe(false);
});
