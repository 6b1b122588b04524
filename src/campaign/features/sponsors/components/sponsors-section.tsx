/**
 * The campaign's sponsors when sponsors_enabled is 'enabled'. sponsor_linking decides the links:
 * 'disabled' shows logos only, 'nofollow' links with rel="nofollow", anything else opens the
 * sponsor's site in a new tab safely.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import type { Campaign, Sponsor } from '../../../contract/types';
import { media } from '../../../../shared/theme/theme';
import { TitledSection } from '../../../components/titled-section';
import { useSponsors } from '../api/get-sponsors';

const Grid = styled.ul`
	display: grid;
	grid-template-columns: repeat( 2, minmax( 0, 1fr ) );
	gap: ${ ( { theme } ) => theme.spacer }px;
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	padding: 0;
	list-style: none;

	${ media.medium } {
		grid-template-columns: repeat( 4, minmax( 0, 1fr ) );
	}
`;

const Tile = styled.div`
	display: flex;
	flex-direction: column;
	align-items: center;
	justify-content: center;
	gap: 0.5rem;
	height: 100%;
	padding: 1rem;
	text-align: center;
	background: ${ ( { theme } ) => theme.colors.surface };
	border: 1px solid ${ ( { theme } ) => theme.colors.border };
	border-radius: ${ ( { theme } ) => theme.radius.medium };
`;

/** A fixed box for the logo: one of any shape fits it, and nothing moves when it arrives. */
const Logo = styled.span`
	display: flex;
	align-items: center;
	justify-content: center;
	width: 100%;
	height: 80px;

	img {
		max-height: 100%;
		object-fit: contain;
	}
`;

const TileLink = styled.a`
	display: block;
	height: 100%;
	color: inherit;
	text-decoration: none;

	&:hover ${ Tile } {
		box-shadow: ${ ( { theme } ) => theme.shadow.raised };
	}
`;

const BecomeSponsor = styled.a`
	display: inline-block;
	font-weight: 700;
	color: ${ ( { theme } ) => theme.colors.primaryText };

	&::first-letter {
		text-transform: uppercase;
	}
`;

export function sponsorLinkAttributes( linking: string ) {
	if ( linking === 'disabled' ) {
		return null;
	}
	if ( linking === 'nofollow' ) {
		return { rel: 'nofollow' };
	}
	return { rel: 'noopener noreferrer', target: '_blank' };
}

function SponsorTile( {
	sponsor,
	linking,
}: {
	sponsor: Sponsor;
	linking: string;
} ) {
	const tile = (
		<Tile>
			{ sponsor.sponsor_image && (
				<Logo>
					<img src={ sponsor.sponsor_image } alt="" loading="lazy" />
				</Logo>
			) }
			<span>{ sponsor.sponsor_name }</span>
		</Tile>
	);
	const attributes = sponsorLinkAttributes( linking );
	if ( ! attributes || ! sponsor.sponsor_url ) {
		return tile;
	}
	return (
		<TileLink href={ sponsor.sponsor_url } { ...attributes }>
			{ tile }
		</TileLink>
	);
}

interface SponsorsSectionProps {
	campaign: Campaign;
}

export function SponsorsSection( { campaign }: SponsorsSectionProps ) {
	const isEnabled = campaign.sponsors_enabled === 'enabled';
	const { data } = useSponsors( campaign.campaign_id, isEnabled );
	const sponsors = data?.data ?? [];
	if (
		! isEnabled ||
		( sponsors.length === 0 && ! campaign.sponsor_application_page )
	) {
		return null;
	}
	const heading =
		campaign.sponsor_section_heading || __( 'Sponsors', 'p2p-fundraising' );

	return (
		<TitledSection isBoxed title={ heading } className="p2p-sponsors">
			{ sponsors.length > 0 && (
				<Grid className="p2p-sponsor-grid">
					{ sponsors.map( ( sponsor ) => (
						<li key={ sponsor.id }>
							<SponsorTile
								sponsor={ sponsor }
								linking={ campaign.sponsor_linking }
							/>
						</li>
					) ) }
				</Grid>
			) }
			{ campaign.sponsor_application_page && (
				<BecomeSponsor href={ campaign.sponsor_application_page }>
					{ __( 'become a sponsor', 'p2p-fundraising' ) }
				</BecomeSponsor>
			) }
		</TitledSection>
	);
}
