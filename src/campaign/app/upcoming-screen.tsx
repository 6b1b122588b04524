/**
 * A minimal page for routes whose screens are not built yet. The route and its guard are real;
 * the content is a heading and a way back.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageSection } from '../components/page-section';
import { paths } from '../navigation/paths';
import { useDocumentTitle } from '../navigation/use-document-title';

interface UpcomingScreenProps {
	title: string;
}

export function UpcomingScreen( { title }: UpcomingScreenProps ) {
	useDocumentTitle( title );
	return (
		<PageSection>
			<h1>{ title }</h1>
			<EmptyState
				title={ __( 'This page is on its way.', 'p2p-fundraising' ) }
				action={
					<Link to={ paths.home }>
						{ __( 'Back to the campaign', 'p2p-fundraising' ) }
					</Link>
				}
			/>
		</PageSection>
	);
}
