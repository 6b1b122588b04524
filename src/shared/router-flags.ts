/**
 * React Router v7 behaviours, opted into now (this also silences v6's deprecation warnings).
 */
export const ROUTER_FUTURE_FLAGS = {
	v7_startTransition: true,
	v7_relativeSplatPath: true,
} as const;
