/**
 * "Invite last year's participants" (issue 28): choose the campaign whose fundraisers are invited
 * (the one this campaign was copied from by default), see how many were invited, e-mailed and
 * came back, and queue the invitations of those not invited yet.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { useFormat } from '../../../../shared/app-services';
import { FormError } from '../../../../shared/ui/form-error';
import { SelectField, withValue } from '../../../../shared/ui/form-field';
import { Modal } from '../../../../shared/ui/modal';
import { Spinner } from '../../../../shared/ui/spinner';
import type { AdminCampaign } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import {
	campaignChoicesKey,
	invitePreviousKey,
	invitePreviousPath,
	type ReturnInvitationsStatus,
	useInvitePreviousStatus,
} from '../api/invite-previous';

interface InvitePreviousModalProps {
	campaign: AdminCampaign;
	onClose: () => void;
}

export function InvitePreviousModal( {
	campaign,
	onClose,
}: InvitePreviousModalProps ) {
	const format = useFormat();
	const { mutate } = useSWRConfig();
	const { run, isBusy } = useAdminAction();
	const status = useInvitePreviousStatus( campaign.campaign_id );
	const others = useApiQuery< { data: AdminCampaign[] } >(
		campaignChoicesKey
	);
	const [ source, setSource ] = useState(
		campaign.previous_campaign_id
			? String( campaign.previous_campaign_id )
			: ''
	);
	const [ error, setError ] = useState< string | undefined >();
	const [ done, setDone ] = useState< string | undefined >();
	const options = [
		{ value: '', label: __( '— Choose a campaign —', 'p2p-fundraising' ) },
		...( others.data?.data ?? [] )
			.filter( ( other ) => other.campaign_id !== campaign.campaign_id )
			.map( ( other ) => ( {
				value: String( other.campaign_id ),
				label: other.campaign_title,
			} ) ),
	];
	const counts = status.data?.data;
	const isOpen = campaign.status === 'active';

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setDone( undefined );
		const result = await run< ReturnInvitationsStatus >(
			invitePreviousPath( campaign.campaign_id ),
			source ? { source_campaign_id: Number( source ) } : {},
			__( 'Invitations queued.', 'p2p-fundraising' )
		);
		if ( result.error || ! result.data ) {
			setError( result.error?.message );
			return;
		}
		setError( undefined );
		setDone( result.data.message );
		await mutate( invitePreviousKey( campaign.campaign_id ) );
	};

	return (
		<Modal
			isOpen
			title={ __( 'Invite last year’s participants', 'p2p-fundraising' ) }
			onClose={ onClose }
			className="p2p-admin-invite-previous-modal"
			actions={
				<>
					<button
						type="button"
						className="button"
						onClick={ onClose }
					>
						{ __( 'Close', 'p2p-fundraising' ) }
					</button>
					<button
						type="submit"
						form="p2p-invite-previous-form"
						className="button button-primary"
						disabled={ isBusy || ! source || ! isOpen }
					>
						{ isBusy
							? __( 'Inviting…', 'p2p-fundraising' )
							: __( 'Send invitations', 'p2p-fundraising' ) }
					</button>
				</>
			}
		>
			<form
				id="p2p-invite-previous-form"
				onSubmit={ submit }
				className="p2p-admin-modal-form"
			>
				<p>
					{ __(
						'Each approved fundraiser of the chosen campaign gets one e-mail with a personal link that signs them up here in one step, with their page, their story and their team. Nobody is e-mailed twice, and people who turned these e-mails off are left out. You can change the e-mail under E-mails.',
						'p2p-fundraising'
					) }
				</p>
				{ ! isOpen && (
					<p className="p2p-admin-notice-inline">
						{ __(
							'Set this campaign to Active first: the link signs people up at once.',
							'p2p-fundraising'
						) }
					</p>
				) }
				<SelectField
					label={ __(
						'Invite the fundraisers of',
						'p2p-fundraising'
					) }
					value={ source }
					onChange={ withValue( setSource ) }
					options={ options }
				/>
				{ counts ? (
					<p data-testid="invite-previous-counts">
						{ sprintf(
							/* translators: 1: people invited, 2: e-mails sent, 3: people who joined. */
							__(
								'So far: %1$s invited, %2$s e-mailed, %3$s joined.',
								'p2p-fundraising'
							),
							format.number( counts.invited ),
							format.number( counts.sent ),
							format.number( counts.joined )
						) }
					</p>
				) : (
					<Spinner size="small" label="" />
				) }
				<div role="status">{ done && <p>{ done }</p> }</div>
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
