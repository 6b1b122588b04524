/**
 * The not-found page of a team or fundraiser that does not exist, is no longer visible, or
 * belongs to another campaign. Same look as the app's "Page not found", with ways forward.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FullPageNotice } from '../../shared/ui/full-page-notice';
import { paths } from '../navigation/paths';
import { useDocumentTitle } from '../navigation/use-document-title';

const Links = styled.p`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 1.5rem;
	margin: 0;
`;

interface EntityNotFoundProps {
	kind: 'team' | 'fundraiser';
}

export function EntityNotFound( { kind }: EntityNotFoundProps ) {
	const isTeam = kind === 'team';
	const title = isTeam
		? __( 'Team not found', 'p2p-fundraising' )
		: __( 'Fundraiser not found', 'p2p-fundraising' );
	useDocumentTitle( title );
	return (
		<FullPageNotice
			title={ title }
			details={
				isTeam
					? __(
							'This team does not exist or is not part of this campaign.',
							'p2p-fundraising'
						)
					: __(
							'This fundraiser does not exist or is not part of this campaign.',
							'p2p-fundraising'
						)
			}
		>
			<Links>
				<Link
					to={
						isTeam
							? paths.teamLeaderboard
							: paths.fundraiserLeaderboard
					}
				>
					{ isTeam
						? __( 'View All Teams', 'p2p-fundraising' )
						: __( 'View All Fundraisers', 'p2p-fundraising' ) }
				</Link>
				<Link to={ paths.home }>
					{ __( 'Back to the campaign', 'p2p-fundraising' ) }
				</Link>
			</Links>
		</FullPageNotice>
	);
}
