/**
 * A searchable list of the campaign's teams, each linking to its join page (/register/teams/ and
 * /select-team/).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import { Avatar } from '../../../../shared/ui/avatar';
import { SearchInput } from '../../../../shared/ui/search-input';
import { Spinner } from '../../../../shared/ui/spinner';
import { useCampaign } from '../../../contract/initial-data-context';
import { links } from '../../../navigation/paths';
import { useCampaignTeamsSearch } from '../../rankings';

const List = styled.ul`
	margin: ${ ( { theme } ) => theme.spacer }px 0 0;
	padding: 0;
	list-style: none;
`;

const Row = styled.li`
	border-bottom: 1px solid ${ ( { theme } ) => theme.colors.border };

	a {
		display: flex;
		align-items: center;
		gap: 1rem;
		padding: 0.75rem 0.25rem;
		color: inherit;
		text-decoration: none;
	}

	a:hover strong,
	a:focus strong {
		text-decoration: underline;
	}
`;

// Its own element: a rule on every span of the row would also restyle the avatar (a span), greying
// its initials below the contrast minimum and pushing it away from the name.
const Detail = styled.span`
	margin-left: auto;
	color: ${ ( { theme } ) => theme.colors.muted };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
`;

const Message = styled.p`
	margin: ${ ( { theme } ) => theme.spacer }px 0 0;
`;

export function TeamPicker() {
	const { campaign_id: campaignId } = useCampaign();
	const format = useFormat();
	const [ search, setSearch ] = useState( '' );
	const { data, error, isLoading } = useCampaignTeamsSearch( {
		campaignId,
		search,
		page: 1,
	} );
	const teams = data?.data ?? [];

	let body;
	if ( isLoading && ! data ) {
		body = <Spinner isCentered />;
	} else if ( error ) {
		body = (
			<Message role="alert">
				{ __(
					'Something went wrong while loading campaign teams.',
					'p2p-fundraising'
				) }
			</Message>
		);
	} else if ( teams.length === 0 ) {
		body = (
			<Message>
				{ search
					? sprintf(
							/* translators: %s: search term. */
							__(
								'Nothing found for search term "%s".',
								'p2p-fundraising'
							),
							search
						)
					: __(
							'Be the first to create a team!',
							'p2p-fundraising'
						) }
			</Message>
		);
	} else {
		body = (
			<List className="p2p-team-picker__list">
				{ teams.map( ( team ) => (
					<Row key={ team.id }>
						<Link to={ links.teamJoin( team.id ) }>
							<Avatar
								src={ team.profile_image }
								name={ team.name }
								size={ 48 }
							/>
							<strong>{ team.name }</strong>
							<Detail>
								{ team.access === 'private'
									? __(
											'Closed, invite only',
											'p2p-fundraising'
										)
									: format.money( team.amount ) }
							</Detail>
						</Link>
					</Row>
				) ) }
			</List>
		);
	}

	return (
		<div className="p2p-team-picker">
			<SearchInput
				label={ __( 'Search teams', 'p2p-fundraising' ) }
				placeholder={ __(
					'Start typing the name of the team...',
					'p2p-fundraising'
				) }
				onSearch={ setSearch }
			/>
			{ body }
		</div>
	);
}
