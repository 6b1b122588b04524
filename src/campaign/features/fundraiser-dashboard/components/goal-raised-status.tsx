/**
 * The confirmation of a raised goal ("Your new goal is $1,500. Keep going!"). It outlives the
 * offer that raised it (that offer goes once the new goal is no longer reached), sits in a live
 * region that is always on the page so screen readers announce it, and takes the focus that
 * the vanished button held, so keyboard users are not left at the top of the page.
 */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Message = styled.p`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	padding: 0.75rem 1rem;
	border-left: 4px solid ${ ( { theme } ) => theme.colors.success };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	background: ${ ( { theme } ) => theme.colors.successSurface };
	font-weight: 600;
`;

interface GoalRaisedStatusProps {
	message: string;
}

export function GoalRaisedStatus( { message }: GoalRaisedStatusProps ) {
	const shown = useRef< HTMLParagraphElement >( null );
	useEffect( () => {
		if ( message ) {
			shown.current?.focus();
		}
	}, [ message ] );
	return (
		<div role="status" className="p2p-goal-raised">
			{ message && (
				<Message ref={ shown } tabIndex={ -1 }>
					{ message }
				</Message>
			) }
		</div>
	);
}
