/**
 * The server's message under a form (spec §4, §8), announced when it appears.
 */
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
}

export function FormError( { message }: FormErrorProps ) {
	return (
		<div role="alert" className="p2p-form-error">
			{ message ? <Message>{ message }</Message> : null }
		</div>
	);
}
