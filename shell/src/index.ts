// Async boundary: shared singletons are negotiated by the federation runtime before any app
// code runs, so nothing is marked eager.
import('./bootstrap');
