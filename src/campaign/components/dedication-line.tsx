/**
 * A gift's dedication under the donor's name: "In honour of Jane Doe" / "In memory of Jane Doe".
 * Plain text from the server (never HTML); shown for an anonymous gift too (it names the honoree,
 * not the donor), and gone with the message when an administrator hides the donor's words
 * (decision 0077). Shown the same in the recent donations and on the fundraiser's dashboard.
 */
import styled from 'styled-components';
import { __, sprintf } from '@wordpress/i18n';

export type DedicationType = '' | 'honour' | 'memory';

const Line = styled.p`
	margin: 0.25rem 0 0;
	color: ${ ( { theme } ) => theme.colors.text };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-style: italic;
	font-weight: 400;
	/* A long name breaks instead of widening the page on a phone. */
	overflow-wrap: anywhere;
`;

interface DedicationLineProps {
	/** The kind; nothing is rendered without one. */
	type?: DedicationType;
	/** The name the gift is dedicated to; nothing is rendered when it is empty. */
	name?: string;
}

export function dedicationLabel( type: DedicationType, name: string ): string {
	return type === 'honour'
		? sprintf(
				/* translators: %s: the name of the person a gift is dedicated to. */
				__( 'In honour of %s', 'p2p-fundraising' ),
				name
			)
		: sprintf(
				/* translators: %s: the name of the person a gift is dedicated to (who has died). */
				__( 'In memory of %s', 'p2p-fundraising' ),
				name
			);
}

export function DedicationLine( { type, name }: DedicationLineProps ) {
	if ( ! type || ! name ) {
		return null;
	}
	return (
		<Line className="p2p-dedication">
			{ dedicationLabel( type, name ) }
		</Line>
	);
}
