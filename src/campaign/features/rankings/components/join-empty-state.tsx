/**
 * An empty ranking's invitation to be the first: a line and the button to the registration step
 * that fills it (create a team, start fundraising).
 */
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ButtonLink } from '../../../components/button-link';

interface JoinEmptyStateProps {
	title: string;
	actionLabel: string;
	to: string;
}

export function JoinEmptyState( {
	title,
	actionLabel,
	to,
}: JoinEmptyStateProps ) {
	return (
		<EmptyState
			title={ title }
			action={ <ButtonLink to={ to }>{ actionLabel }</ButtonLink> }
		/>
	);
}
