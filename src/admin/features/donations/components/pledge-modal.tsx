/**
 * Record an offline donation (a cheque, cash at an event): stored as a pending pledge credited to
 * the campaign, a team or a fundraiser; it counts once marked received, on the day it was given
 * (back-dated gifts, decision 0075), with the donor's words of support if they left some.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { createAdminDonationPath } from '../api/create-admin-donation';
import {
	CheckboxField,
	TextAreaField,
	TextField,
	withValue,
} from '../../../../shared/ui/form-field';
import { useSettings } from '../../../../shared/app-services';
import { SearchSelectField } from '../../../components/search-select-field';
import { FormModal } from '../../../components/form-modal';
import { useFundraiserOptions } from '../../fundraisers';
import { useTeamOptions } from '../../teams';
import { DONATION_RANGE } from '../../../components/number-range';

/** Today in the site's time zone ('YYYY-MM-DD'): the latest date a gift can have. */
function useToday() {
	const { timeZone } = useSettings();
	const format = ( zone?: string ) =>
		// en-CA writes dates as YYYY-MM-DD.
		new Intl.DateTimeFormat( 'en-CA', {
			timeZone: zone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		} ).format( new Date() );
	try {
		return format( timeZone || undefined );
	} catch {
		return format(); // A zone the browser does not know: the server checks the date anyway.
	}
}

interface PledgeModalProps {
	campaignId: number;
	onClose: () => void;
}

export function PledgeModal( { campaignId, onClose }: PledgeModalProps ) {
	const [ teamSearch, setTeamSearch ] = useState( '' );
	const [ fundraiserSearch, setFundraiserSearch ] = useState( '' );
	const teams = useTeamOptions( campaignId, teamSearch );
	const fundraisers = useFundraiserOptions( campaignId, fundraiserSearch );
	const [ values, setValues ] = useState( {
		donor_name: '',
		donor_email: '',
		amount: '',
		team_id: '0',
		fundraiser_id: '0',
		date: '',
		message: '',
	} );
	const today = useToday();
	const { textLimits } = useSettings();
	const [ isAnonymous, setAnonymous ] = useState( false );
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	return (
		<FormModal
			title={ __( 'Record offline donation', 'p2p-fundraising' ) }
			formId="p2p-pledge-form"
			submitLabel={ __( 'Record donation', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: createAdminDonationPath( campaignId ),
				body: {
					...values,
					amount: Number( values.amount ),
					team_id: Number( values.team_id ),
					fundraiser_id: Number( values.fundraiser_id ),
					is_anonymous: isAnonymous,
				},
				successMessage: __(
					'Offline donation recorded as pending. Mark it received when the money arrives.',
					'p2p-fundraising'
				),
			} ) }
		>
			{ ( errors ) => (
				<>
					<TextField
						label={ __( 'Donor name', 'p2p-fundraising' ) }
						value={ values.donor_name }
						onChange={ withValue( set( 'donor_name' ) ) }
						maxLength={ 191 }
					/>
					<TextField
						label={ __( 'Donor e-mail', 'p2p-fundraising' ) }
						type="email"
						value={ values.donor_email }
						onChange={ withValue( set( 'donor_email' ) ) }
						isRequired
					/>
					<CheckboxField
						label={ __(
							'Anonymous on the campaign pages',
							'p2p-fundraising'
						) }
						checked={ isAnonymous }
						onChange={ ( event ) =>
							setAnonymous( event.target.checked )
						}
					/>
					<TextField
						label={ __( 'Amount', 'p2p-fundraising' ) }
						type="number"
						min={ DONATION_RANGE.min }
						max={ DONATION_RANGE.max }
						step="0.01"
						value={ values.amount }
						onChange={ withValue( set( 'amount' ) ) }
						isRequired
					/>
					<TextField
						label={ __( 'Date of the gift', 'p2p-fundraising' ) }
						type="date"
						max={ today }
						value={ values.date }
						onChange={ withValue( set( 'date' ) ) }
						error={ errors.date }
						hint={ __(
							'Leave empty for today. The totals, the daily charts and the day counts use this date.',
							'p2p-fundraising'
						) }
					/>
					<TextAreaField
						label={ __(
							'Words of support (optional)',
							'p2p-fundraising'
						) }
						value={ values.message }
						onChange={ withValue( set( 'message' ) ) }
						maxLength={ textLimits.message }
						rows={ 3 }
						error={ errors.message }
						hint={ __(
							'Shown with the gift on the campaign pages, also when it is anonymous.',
							'p2p-fundraising'
						) }
					/>
					<SearchSelectField
						label={ __( 'Credit to team', 'p2p-fundraising' ) }
						value={ values.team_id }
						onChange={ set( 'team_id' ) }
						options={ teams.options }
						onSearch={ setTeamSearch }
						searchLabel={ __( 'Search teams', 'p2p-fundraising' ) }
						isLoading={ teams.isLoading }
					/>
					<SearchSelectField
						label={ __(
							'Credit to fundraiser',
							'p2p-fundraising'
						) }
						value={ values.fundraiser_id }
						onChange={ set( 'fundraiser_id' ) }
						options={ fundraisers.options }
						onSearch={ setFundraiserSearch }
						searchLabel={ __(
							'Search fundraisers',
							'p2p-fundraising'
						) }
						isLoading={ fundraisers.isLoading }
						hint={ __(
							'A fundraiser’s donation also counts for the fundraiser’s team.',
							'p2p-fundraising'
						) }
					/>
				</>
			) }
		</FormModal>
	);
}
