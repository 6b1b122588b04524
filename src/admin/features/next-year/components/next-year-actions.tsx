/**
 * The campaign screen's "Duplicate campaign" and "Invite last year's participants" buttons, each
 * opening its modal (issue 28).
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import type { AdminCampaign } from '../../../api/types';
import { DuplicateCampaignModal } from './duplicate-campaign-modal';
import { InvitePreviousModal } from './invite-previous-modal';

export function NextYearActions( { campaign }: { campaign: AdminCampaign } ) {
	const [ open, setOpen ] = useState< 'duplicate' | 'invite' | null >( null );
	return (
		<>
			<button
				type="button"
				className="page-title-action"
				onClick={ () => setOpen( 'duplicate' ) }
			>
				{ __( 'Duplicate campaign', 'p2p-fundraising' ) }
			</button>
			<button
				type="button"
				className="page-title-action"
				onClick={ () => setOpen( 'invite' ) }
			>
				{ __( 'Invite last year’s participants', 'p2p-fundraising' ) }
			</button>
			{ open === 'duplicate' && (
				<DuplicateCampaignModal
					campaign={ campaign }
					onClose={ () => setOpen( null ) }
				/>
			) }
			{ open === 'invite' && (
				<InvitePreviousModal
					campaign={ campaign }
					onClose={ () => setOpen( null ) }
				/>
			) }
		</>
	);
}
