/**
 * /start-fundraising/ (spec §2): the user's profile card (amount raised, View Profile) and their
 * team card (members, View Team) or the option to join a team. A failed load sends the browser to
 * the campaign URL.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import { Avatar } from '../../../../shared/ui/avatar';
import { Spinner } from '../../../../shared/ui/spinner';
import { useCampaign } from '../../../contract/initial-data-context';
import { pageNavigation } from '../../../navigation/page-navigation';
import { paths } from '../../../navigation/paths';
import { AppLink } from '../../../components/app-link';
import { ButtonLink } from '../../../components/button-link';
import { useFundraiserInfo } from '../api/get-fundraiser-info';

const Cards = styled.div`
	display: grid;
	gap: ${ ( { theme } ) => theme.spacer }px;
	grid-template-columns: 1fr;

	@media ( min-width: 768px ) {
		grid-template-columns: 1fr 1fr;
	}
`;

const Card = styled.section`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 0.75rem;
	padding: ${ ( { theme } ) => theme.spacer }px;
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	text-align: center;

	h2 {
		margin: 0;
		font-size: ${ ( { theme } ) => theme.font.sizes.large };
	}

	p {
		margin: 0;
	}

	a.p2p-view-link {
		font-weight: 700;
	}
`;

export function StartFundraising() {
	const { campaign_id: campaignId, campaign_url: campaignUrl } =
		useCampaign();
	const format = useFormat();
	const { data, error } = useFundraiserInfo( campaignId );

	useEffect( () => {
		if ( error ) {
			pageNavigation.assign( campaignUrl );
		}
	}, [ error, campaignUrl ] );

	if ( ! data ) {
		return <Spinner isCentered />;
	}
	const { fundraiser, team } = data.data;

	return (
		<Cards className="p2p-start-fundraising__cards">
			{ fundraiser && (
				<Card
					className="p2p-start-fundraising__profile"
					aria-label={ __( 'Your profile', 'p2p-fundraising' ) }
				>
					<Avatar
						src={ fundraiser.profile_image }
						name={ fundraiser.fundraiser_name }
						size={ 96 }
					/>
					<h2>{ fundraiser.fundraiser_name }</h2>
					<p>
						{ sprintf(
							/* translators: %s: amount raised. */
							__( '%s raised', 'p2p-fundraising' ),
							format.money( fundraiser.amount_raised )
						) }
					</p>
					<AppLink href={ fundraiser.url } className="p2p-view-link">
						{ __( 'View Profile', 'p2p-fundraising' ) }
					</AppLink>
				</Card>
			) }
			{ team ? (
				<Card
					className="p2p-start-fundraising__team"
					aria-label={ __( 'Your team', 'p2p-fundraising' ) }
				>
					<Avatar
						src={ team.profile_image }
						name={ team.name }
						size={ 96 }
					/>
					<h2>{ team.name }</h2>
					<p>
						{ sprintf(
							/* translators: %d: number of team members. */
							_n(
								'%d member',
								'%d members',
								team.members,
								'p2p-fundraising'
							),
							team.members
						) }
					</p>
					<AppLink href={ team.url } className="p2p-view-link">
						{ __( 'View Team', 'p2p-fundraising' ) }
					</AppLink>
				</Card>
			) : (
				<Card className="p2p-start-fundraising__join">
					<h2>{ __( 'Join a team', 'p2p-fundraising' ) }</h2>
					<p>
						{ __(
							'Have friends already fundraising? Help them reach their goals!',
							'p2p-fundraising'
						) }
					</p>
					<ButtonLink to={ paths.selectTeam }>
						{ __( 'Join a team', 'p2p-fundraising' ) }
					</ButtonLink>
				</Card>
			) }
		</Cards>
	);
}
