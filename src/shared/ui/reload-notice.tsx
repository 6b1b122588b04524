/**
 * The generic failure screen (spec §8): 'Try to reload the browser' with a reload link.
 */
import { __ } from '@wordpress/i18n';
import { FullPageNotice } from './full-page-notice';

interface ReloadNoticeProps {
	details?: string;
}

export function ReloadNotice( { details }: ReloadNoticeProps ) {
	return (
		<FullPageNotice
			title={ __( 'Try to reload the browser', 'p2p-fundraising' ) }
			details={ details }
		>
			<a
				href={ window.location.href }
				onClick={ ( event ) => {
					event.preventDefault();
					window.location.reload();
				} }
			>
				{ __( 'Reload the page', 'p2p-fundraising' ) }
			</a>
		</FullPageNotice>
	);
}
