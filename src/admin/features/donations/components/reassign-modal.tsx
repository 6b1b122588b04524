/**
 * Credit a donation to another team or fundraiser of the campaign (or the campaign itself).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { reassignAdminDonationPath } from '../api/reassign-admin-donation';
import type { AdminDonation } from '../../../api/types';
import { SearchSelectField } from '../../../components/search-select-field';
import { FormModal } from '../../../components/form-modal';
import { useFundraiserOptions } from '../../fundraisers';
import { useTeamOptions } from '../../teams';

interface ReassignModalProps {
	campaignId: number;
	donation: AdminDonation;
	onClose: () => void;
}

export function ReassignModal( {
	campaignId,
	donation,
	onClose,
}: ReassignModalProps ) {
	const format = useFormat();
	const [ teamSearch, setTeamSearch ] = useState( '' );
	const [ fundraiserSearch, setFundraiserSearch ] = useState( '' );
	const teams = useTeamOptions( campaignId, teamSearch );
	const fundraisers = useFundraiserOptions( campaignId, fundraiserSearch );
	const [ teamId, setTeamId ] = useState(
		String( donation.fundraiser_id > 0 ? 0 : donation.team_id )
	);
	const [ fundraiserId, setFundraiserId ] = useState(
		String( donation.fundraiser_id )
	);

	return (
		<FormModal
			title={ __( 'Reassign donation', 'p2p-fundraising' ) }
			formId="p2p-reassign-form"
			submitLabel={ __( 'Reassign', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: reassignAdminDonationPath( donation.id ),
				body: {
					team_id: Number( teamId ),
					fundraiser_id: Number( fundraiserId ),
				},
				successMessage: __(
					'Donation reassigned; the totals are updated.',
					'p2p-fundraising'
				),
			} ) }
		>
			<p>
				{ sprintf(
					/* translators: 1: amount, 2: donor name. */
					__( '%1$s from %2$s', 'p2p-fundraising' ),
					format.money( donation.amount ),
					donation.donor_name || __( 'Anonymous', 'p2p-fundraising' )
				) }
			</p>
			<SearchSelectField
				label={ __( 'Fundraiser', 'p2p-fundraising' ) }
				value={ fundraiserId }
				onChange={ setFundraiserId }
				options={ fundraisers.options }
				onSearch={ setFundraiserSearch }
				searchLabel={ __( 'Search fundraisers', 'p2p-fundraising' ) }
				isLoading={ fundraisers.isLoading }
				currentLabel={ donation.fundraiser || undefined }
				hint={ __(
					'A fundraiser brings its own team; choose “No fundraiser” to credit a team or the campaign.',
					'p2p-fundraising'
				) }
			/>
			<SearchSelectField
				label={ __( 'Team', 'p2p-fundraising' ) }
				value={ teamId }
				onChange={ setTeamId }
				options={ teams.options }
				onSearch={ setTeamSearch }
				searchLabel={ __( 'Search teams', 'p2p-fundraising' ) }
				isLoading={ teams.isLoading }
				currentLabel={
					donation.fundraiser_id > 0
						? undefined
						: donation.team || undefined
				}
			/>
		</FormModal>
	);
}
