/**
 * The server's message under a form (spec §4, §8), announced when it appears, with an optional
 * way out (e.g. a link to the WordPress login page).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Message = styled.p`
	margin: ${ ( { theme } ) => theme.spacer }px 0 0;
	padding: 0.75rem 1rem;
	color: ${ ( { theme } ) => theme.colors.danger };
	background: ${ ( { theme } ) => theme.colors.dangerSurface };
	border-radius: ${ ( { theme } ) => theme.radius.medium };
	font-weight: 600;
`;

interface FormErrorProps {
	message?: string | null;
	/** Shown after the message, inside the announced region. */
	action?: ReactNode;
}

export function FormError( { message, action }: FormErrorProps ) {
	return (
		<div role="alert" className="p2p-form-error">
			{ message ? (
				<Message>
					{ message }
					{ action ? <> { action }</> : null }
				</Message>
			) : null }
		</div>
	);
}
