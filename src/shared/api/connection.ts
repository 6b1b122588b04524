/**
 * Whether the visitor is on a slow connection (Network Information API; absent in most
 * browsers, in which case the connection counts as normal).
 */
interface NetworkInformationLike {
	effectiveType?: string;
}

export function isSlowConnection(
	nav: Navigator | undefined = typeof navigator === 'undefined'
		? undefined
		: navigator
): boolean {
	const connection = ( nav as { connection?: NetworkInformationLike } )
		?.connection;
	return (
		connection?.effectiveType === 'slow-2g' ||
		connection?.effectiveType === '2g'
	);
}
