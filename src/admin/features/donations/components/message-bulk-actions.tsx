/**
 * Hide (or show again) the messages of the selected donations in one request. Works on the picked
 * rows; "all matching" is not offered here (the route takes ids, at most 500).
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useAdminAction } from '../../../api/use-admin-action';
import { useNotices } from '../../../components/notices';
import type { useBulkSelection } from '../../../components/use-bulk-selection';
import {
	hideAdminDonationMessagesPath,
	type HideMessagesResult,
} from '../api/hide-admin-donation-messages';

interface MessageBulkActionsProps {
	campaignId: number;
	selection: ReturnType< typeof useBulkSelection >;
}

export function MessageBulkActions( {
	campaignId,
	selection,
}: MessageBulkActionsProps ) {
	const { run, isBusy } = useAdminAction();
	const { addNotice } = useNotices();
	const ids = Array.from( selection.ids );
	const isDisabled = isBusy || ids.length === 0 || selection.isAllMatching;

	const apply = async ( hidden: boolean ) => {
		const result = await run< HideMessagesResult >(
			hideAdminDonationMessagesPath( campaignId ),
			{ ids, hidden },
			hidden
				? __(
						'Messages of the selected donations hidden.',
						'p2p-fundraising'
					)
				: __(
						'Messages of the selected donations shown again.',
						'p2p-fundraising'
					)
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
			return;
		}
		selection.clear();
	};

	return (
		<div
			className="p2p-admin-bulk p2p-admin-bulk--messages"
			role="group"
			aria-label={ __(
				'Messages of the selected donations',
				'p2p-fundraising'
			) }
		>
			<button
				type="button"
				className="button"
				disabled={ isDisabled }
				onClick={ () => apply( true ) }
			>
				{ ids.length > 0 && ! selection.isAllMatching
					? sprintf(
							/* translators: %s: a number of donations. */
							_n(
								'Hide the message of %s donation',
								'Hide the messages of %s donations',
								ids.length,
								'p2p-fundraising'
							),
							String( ids.length )
						)
					: __( 'Hide messages', 'p2p-fundraising' ) }
			</button>{ ' ' }
			<button
				type="button"
				className="button"
				disabled={ isDisabled }
				onClick={ () => apply( false ) }
			>
				{ __( 'Show messages again', 'p2p-fundraising' ) }
			</button>
			{ selection.isAllMatching && (
				<span className="p2p-admin-bulk__count">
					{ __(
						'Select rows on this page to hide their messages.',
						'p2p-fundraising'
					) }
				</span>
			) }
		</div>
	);
}
