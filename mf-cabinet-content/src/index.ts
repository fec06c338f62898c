// Standalone dev page of this remote. The async boundary lets the federation runtime settle
// the shared singletons before any app code runs.
import('./bootstrap');
