/**
 * A donation's message in the admin list: the dedication and the text (also while hidden, marked
 * so) and the button that hides them from every page, list and e-mail at once, or shows them
 * again. Hiding covers everything the donor wrote, the dedication too (decision 0077).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { AdminDonation } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { RowActionButton } from '../../../components/row-action-button';
import { useNotices } from '../../../components/notices';
import { hideAdminDonationMessagesPath } from '../api/hide-admin-donation-messages';

interface MessageCellProps {
	campaignId: number;
	donation: AdminDonation;
}

export function MessageCell( { campaignId, donation }: MessageCellProps ) {
	const { run, isBusy } = useAdminAction();
	const { addNotice } = useNotices();
	const dedication = dedicationText( donation );
	if ( ! donation.message && ! dedication ) {
		return null;
	}
	const isHidden = Boolean( donation.message_hidden );
	const toggle = async () => {
		const result = await run(
			hideAdminDonationMessagesPath( campaignId ),
			{ ids: [ donation.id ], hidden: ! isHidden },
			isHidden
				? __(
						'Message shown again on the campaign pages.',
						'p2p-fundraising'
					)
				: __(
						'Message hidden from the campaign pages, the fundraiser’s donor list and e-mails.',
						'p2p-fundraising'
					)
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};
	const textClass = isHidden
		? 'p2p-admin-message__text p2p-admin-message__text--hidden'
		: 'p2p-admin-message__text';
	return (
		<div className="p2p-admin-message">
			{ dedication && (
				<p className={ `${ textClass } p2p-admin-message__dedication` }>
					{ dedication }
				</p>
			) }
			{ donation.message && (
				<p className={ textClass }>{ donation.message }</p>
			) }
			{ isHidden && (
				<span className="p2p-admin-badge">
					{ __( 'Hidden', 'p2p-fundraising' ) }
				</span>
			) }{ ' ' }
			<RowActionButton
				disabled={ isBusy }
				onClick={ toggle }
				label={
					isHidden
						? __( 'Show', 'p2p-fundraising' )
						: __( 'Hide', 'p2p-fundraising' )
				}
				accessibleLabel={
					isHidden
						? sprintf(
								/* translators: %d: donation id. */
								__(
									'Show the message of donation %d again',
									'p2p-fundraising'
								),
								donation.id
							)
						: sprintf(
								/* translators: %d: donation id. */
								__(
									'Hide the message of donation %d',
									'p2p-fundraising'
								),
								donation.id
							)
				}
			/>
		</div>
	);
}

/** "In memory of Jane Doe", or '' without a dedication. */
function dedicationText( donation: AdminDonation ): string {
	if ( ! donation.dedication_type || ! donation.dedication_name ) {
		return '';
	}
	return donation.dedication_type === 'honour'
		? sprintf(
				/* translators: %s: the name of the person a gift is dedicated to. */
				__( 'In honour of %s', 'p2p-fundraising' ),
				donation.dedication_name
			)
		: sprintf(
				/* translators: %s: the name of the person a gift is dedicated to (who has died). */
				__( 'In memory of %s', 'p2p-fundraising' ),
				donation.dedication_name
			);
}
