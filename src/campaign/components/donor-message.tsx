/**
 * A donor's words of support under their name: plain text from the server (never HTML), its line
 * breaks kept. Shown the same in the recent donations and on the fundraiser's dashboard.
 */
import styled from 'styled-components';

const Quote = styled.blockquote`
	margin: 0.25rem 0 0;
	padding: 0.25rem 0 0.25rem 0.75rem;
	border-left: 3px solid ${ ( { theme } ) => theme.colors.border };
	color: ${ ( { theme } ) => theme.colors.text };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-weight: 400;
	/* The donor's own line breaks; a long word breaks instead of widening the page on a phone. */
	white-space: pre-line;
	overflow-wrap: anywhere;
`;

interface DonorMessageProps {
	/** The message; nothing is rendered when it is empty. */
	message?: string;
}

export function DonorMessage( { message }: DonorMessageProps ) {
	if ( ! message ) {
		return null;
	}
	return <Quote className="p2p-donor-message">{ message }</Quote>;
}
