/**
 * Tolerant readers for the JSON PHP embeds in a page: each returns a typed value or a fallback,
 * so a missing or mistyped field never reaches the apps as `unknown`.
 */
export type RawObject = Record< string, unknown >;

export const isObject = ( value: unknown ): value is RawObject =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

export const stringOr = ( value: unknown, fallback: string ): string =>
	typeof value === 'string' && value !== '' ? value : fallback;

export const numberOr = ( value: unknown, fallback: number ): number => {
	const parsed = typeof value === 'string' ? Number( value ) : value;
	return typeof parsed === 'number' && Number.isFinite( parsed )
		? parsed
		: fallback;
};

export const objectOrNull = < T >( value: unknown ): T | null =>
	isObject( value ) ? ( value as T ) : null;

export const arrayOr = < T >( value: unknown ): T[] =>
	Array.isArray( value ) ? ( value as T[] ) : [];
