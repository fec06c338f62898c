// What the shell and the remotes share as `react-i18next`: the names the product uses. The package
// whole also carries <Trans> with its HTML parser, withTranslation, <Translation> and the SSR
// helpers, none of which a page uses (ADR 0203, as ADR 0105 does for the router).
//
// `npm run lint` (scripts/check-boundaries.mjs) fails when an app imports a name not listed here.
export { I18nextProvider, initReactI18next, useTranslation } from '@league-vendor/react-i18next';
