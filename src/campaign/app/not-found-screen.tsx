/**
 * Any path under the campaign that is not a route.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { FullPageNotice } from '../../shared/ui/full-page-notice';
import { paths } from '../navigation/paths';
import { useDocumentTitle } from '../navigation/use-document-title';

export function NotFoundScreen() {
	const title = __( 'Page not found', 'p2p-fundraising' );
	useDocumentTitle( title );
	return (
		<FullPageNotice
			title={ title }
			details={ __(
				'The page you are looking for does not exist or has moved.',
				'p2p-fundraising'
			) }
		>
			<Link to={ paths.home }>
				{ __( 'Back to the campaign', 'p2p-fundraising' ) }
			</Link>
		</FullPageNotice>
	);
}
