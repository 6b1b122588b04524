/**
 * Joins the class names that are set: classNames( 'p2p-card', isActive && 'is-active' ).
 */
export const classNames = (
	...names: Array< string | false | null | undefined >
) => names.filter( Boolean ).join( ' ' );
