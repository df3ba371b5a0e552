/**
 * Entry of the standalone harness page (npm start). The dynamic import is the async boundary the
 * federation runtime needs before shared singletons (React, …) can be used by an entry.
 */
void import('./standalone/harness');
