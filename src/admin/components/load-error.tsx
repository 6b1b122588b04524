/**
 * A list or item that failed to load: the server's message as a core error notice.
 */
import { __ } from '@wordpress/i18n';
import type { ApiError } from '../../shared/api/api-error';

export function LoadError( { error }: { error?: ApiError } ) {
	if ( ! error ) {
		return null;
	}
	return (
		<div className="notice notice-error inline" role="alert">
			<p>
				<strong>
					{ __( 'Could not load the data.', 'p2p-fundraising' ) }
				</strong>{ ' ' }
				{ error.message }
			</p>
		</div>
	);
}
