/**
 * A fundraiser's heading: '{fundraiser name} fundraising in support of {campaign}', picture, team,
 * 'Edit profile' for its owner, and 'Is this you?' for visitors who are not signed in.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Auth, Fundraiser } from '../../../contract/types';
import { interpolateElement } from '../../../../shared/i18n/interpolate-element';
import { links, paths } from '../../../navigation/paths';
import { BadgeList } from '../../../components/badge-list';
import { ButtonLink } from '../../../components/button-link';
import { EntityPageHeader } from '../../../components/entity-page-header';

/** The sign-in prompt pill (spec §2). */
const SignInPill = styled.span`
	display: inline-flex;
	align-items: center;
	gap: 0.5rem;
	padding: 0.25rem 0.4rem 0.25rem 0.9rem;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	color: ${ ( { theme } ) => theme.colors.text };
	background: ${ ( { theme } ) => theme.colors.background };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.pill };

	a {
		padding: 0.25rem 0.75rem;
		font-weight: 700;
		text-decoration: none;
		color: ${ ( { theme } ) => theme.colors.onPrimary };
		background: ${ ( { theme } ) => theme.colors.primarySurface };
		border-radius: ${ ( { theme } ) => theme.radius.pill };
	}
`;

export const isProfileOwner = ( fundraiser: Fundraiser, auth: Auth ) =>
	auth.user_id > 0 && auth.user_id === fundraiser.user_id;

interface FundraiserHeaderProps {
	fundraiser: Fundraiser;
	campaignTitle: string;
	auth: Auth;
}

export function FundraiserHeader( {
	fundraiser,
	campaignTitle,
	auth,
}: FundraiserHeaderProps ) {
	return (
		<EntityPageHeader
			className="p2p-fundraiser-header"
			title={ sprintf(
				/* translators: 1: fundraiser name, 2: campaign title. */
				__( '%1$s fundraising in support of %2$s', 'p2p-fundraising' ),
				fundraiser.fundraiser_name,
				campaignTitle
			) }
			name={ fundraiser.fundraiser_name }
			image={ fundraiser.profile_image }
			details={
				<>
					{ fundraiser.team_id > 0 && fundraiser.team && (
						<span>
							{ interpolateElement(
								/* translators: <link />: the fundraiser's team, as a link. */
								__( 'Team: <link />', 'p2p-fundraising' ),
								{
									link: (
										<Link
											to={ links.team(
												fundraiser.team_id
											) }
										>
											{ fundraiser.team }
										</Link>
									),
								}
							) }
						</span>
					) }
					<BadgeList badges={ fundraiser.badges } />
					{ ! auth.is_logged_in && (
						<SignInPill className="p2p-signin-pill">
							{ interpolateElement(
								__(
									'Is this you? <link>Sign in</link>',
									'p2p-fundraising'
								),
								{ link: <Link to={ paths.login } /> }
							) }
						</SignInPill>
					) }
				</>
			}
			actions={
				isProfileOwner( fundraiser, auth ) && (
					<ButtonLink
						to={ links.fundraiserUpdate( fundraiser.id ) }
						$size="small"
						$variant="outline"
					>
						{ __( 'Edit profile', 'p2p-fundraising' ) }
					</ButtonLink>
				)
			}
		/>
	);
}
