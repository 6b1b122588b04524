/**
 * Fees are stored in the currency's smallest unit (cents; yen as they are) and typed in its
 * major unit (25.00).
 */
export function fractionDigits( currency: string ): number {
	try {
		return (
			new Intl.NumberFormat( 'en', {
				style: 'currency',
				currency,
			} ).resolvedOptions().maximumFractionDigits ?? 2
		);
	} catch {
		return 2;
	}
}

export const toMinor = ( amount: number, currency: string ) =>
	Math.round( amount * 10 ** fractionDigits( currency ) );

export const fromMinor = ( minor: number, currency: string ) =>
	minor / 10 ** fractionDigits( currency );
