import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what the user would see; how long a page takes to show it
// depends on how busy the machine is, so the ceiling is generous (the test's own timeout below
// is longer still) and a test that passes finishes as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);
