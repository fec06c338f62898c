// react-i18next's useTranslation imports `use-sync-external-store/shim`, the React 17 polyfill of
// a hook React 18+ has built in. The product runs React 19: the browser builds take React's own.
export { useSyncExternalStore } from 'react';
