/**
 * A campaign colour: a colour picker and its hex value, with a warning when text on it, or the
 * colour itself as text on white (an outline button, a link), would not reach WCAG AA contrast
 * (see docs/decisions/0005). Both campaign colours are used both ways.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId } from 'react';
import {
	LIGHT_TEXT,
	MIN_TEXT_CONTRAST,
	contrastRatio,
	parseHex,
	textColorOn,
} from '../../../../shared/theme/colors';

interface ColourFieldProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
}

export function contrastWarning( color: string ): string | null {
	if ( ! parseHex( color ) ) {
		return __( 'Enter a colour as #rrggbb.', 'p2p-fundraising' );
	}
	const ratio = contrastRatio( color, textColorOn( color ) );
	const onWhite = contrastRatio( color, LIGHT_TEXT );
	if ( ratio >= MIN_TEXT_CONTRAST && onWhite >= MIN_TEXT_CONTRAST ) {
		return null;
	}
	if ( ratio >= MIN_TEXT_CONTRAST ) {
		return sprintf(
			/* translators: 1: contrast ratio such as 1.6, 2: the required ratio (4.5). */
			__(
				'Low contrast: as text on white this colour reaches %1$s:1 (WCAG AA asks for %2$s:1). Text and outlines in it will use a deeper shade of it.',
				'p2p-fundraising'
			),
			onWhite.toFixed( 1 ),
			String( MIN_TEXT_CONTRAST )
		);
	}
	return sprintf(
		/* translators: 1: contrast ratio such as 2.4, 2: the required ratio (4.5). */
		__(
			'Low contrast: text on this colour reaches %1$s:1 (WCAG AA asks for %2$s:1). Buttons and text will use a deeper shade of it.',
			'p2p-fundraising'
		),
		ratio.toFixed( 1 ),
		String( MIN_TEXT_CONTRAST )
	);
}

export function ColourField( { label, value, onChange }: ColourFieldProps ) {
	const id = useId();
	const warning = contrastWarning( value );
	const isValid = parseHex( value ) !== null;
	return (
		<div className="p2p-admin-field p2p-admin-colour">
			<label htmlFor={ `${ id }-hex` } className="p2p-admin-field__label">
				{ label }
			</label>
			<div className="p2p-admin-colour__inputs">
				<input
					type="color"
					aria-label={ sprintf(
						/* translators: %s: field label such as "Primary colour". */
						__( '%s picker', 'p2p-fundraising' ),
						label
					) }
					value={ isValid ? value.toLowerCase() : '#000000' }
					onChange={ ( event ) =>
						onChange( event.target.value.toUpperCase() )
					}
				/>
				<input
					id={ `${ id }-hex` }
					type="text"
					className="small-text code"
					value={ value }
					maxLength={ 7 }
					pattern="#[0-9a-fA-F]{6}"
					aria-describedby={ warning ? `${ id }-warning` : undefined }
					onChange={ ( event ) =>
						onChange( event.target.value.trim() )
					}
				/>
			</div>
			{ warning && (
				<p
					id={ `${ id }-warning` }
					className="p2p-admin-colour__warning"
				>
					<span
						className="dashicons dashicons-warning"
						aria-hidden="true"
					/>{ ' ' }
					{ warning }
				</p>
			) }
		</div>
	);
}
