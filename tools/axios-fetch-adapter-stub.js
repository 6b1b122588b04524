/**
 * Stands in for axios's fetch adapter in the browser bundles: the API client always uses the
 * XHR adapter (upload progress, every supported browser), so the fetch adapter would be ~5 KB
 * gzipped of dead weight on every page. See docs/decisions/0003-bundle-budget.md.
 */
export const getFetch = () => undefined;
export default undefined;
