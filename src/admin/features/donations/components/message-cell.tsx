/**
 * A donation's message in the admin list: the text (also while hidden, marked so) and the button
 * that hides it from every page, list and e-mail at once, or shows it again.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { AdminDonation } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { RowActionLabel } from '../../../components/row-action-label';
import { useNotices } from '../../../components/notices';
import { hideAdminDonationMessagesPath } from '../api/hide-admin-donation-messages';

interface MessageCellProps {
	campaignId: number;
	donation: AdminDonation;
}

export function MessageCell( { campaignId, donation }: MessageCellProps ) {
	const { run, isBusy } = useAdminAction();
	const { addNotice } = useNotices();
	if ( ! donation.message ) {
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
	return (
		<div className="p2p-admin-message">
			<p
				className={
					isHidden
						? 'p2p-admin-message__text p2p-admin-message__text--hidden'
						: 'p2p-admin-message__text'
				}
			>
				{ donation.message }
			</p>
			{ isHidden && (
				<span className="p2p-admin-badge">
					{ __( 'Hidden', 'p2p-fundraising' ) }
				</span>
			) }{ ' ' }
			<button
				type="button"
				className="button-link"
				disabled={ isBusy }
				onClick={ toggle }
			>
				<RowActionLabel
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
			</button>
		</div>
	);
}
