/**
 * The "Updates" section of a fundraiser or team page, for visitors: shown only when there is at
 * least one update.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { PageSection } from '../../../components/page-section';
import { useUpdates, type UpdatesOwner } from '../api/get-updates';
import { UpdatesList } from './updates-list';

interface UpdatesSectionProps {
	owner: UpdatesOwner;
}

export function UpdatesSection( { owner }: UpdatesSectionProps ) {
	const headingId = useId();
	const first = useUpdates( owner, 1 );
	if ( ! first.data || first.data.total === 0 ) {
		return null;
	}
	return (
		<PageSection
			$isBoxed
			aria-labelledby={ headingId }
			className="p2p-updates"
		>
			<h2 id={ headingId }>{ __( 'Updates', 'p2p-fundraising' ) }</h2>
			<UpdatesList owner={ owner } />
		</PageSection>
	);
}
