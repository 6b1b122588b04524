/**
 * The top of the campaign home: cover image under a dark overlay, logo, title, short
 * description and the two calls to action.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import type { Campaign } from '../../../contract/types';
import { media } from '../../../../shared/theme/theme';
import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../navigation/paths';

const Hero = styled.header< { $image: string } >`
	position: relative;
	display: flex;
	flex-direction: column;
	align-items: center;
	justify-content: center;
	gap: 1rem;
	min-height: 360px;
	margin-bottom: ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: 3rem 1.5rem;
	overflow: hidden;
	text-align: center;
	color: #ffffff;
	background: ${ ( { theme } ) => theme.colors.secondarySurface } center /
		cover no-repeat;
	background-image: ${ ( { $image } ) => ( $image ? `url("${ encodeURI( $image ) }")` : 'none' ) };
	border-radius: ${ ( { theme } ) => theme.radius.large };

	&::before {
		content: '';
		position: absolute;
		inset: 0;
		background: #0b1320;
		opacity: ${ ( { theme } ) => theme.overlayOpacity };
	}

	> * {
		position: relative;
	}

	${ media.medium } {
		min-height: 440px;
		padding: 4rem 3rem;
	}
`;

const Logo = styled.img`
	width: 96px;
	height: 96px;
	object-fit: contain;
	background: #ffffff;
	border-radius: ${ ( { theme } ) => theme.radius.medium };
	padding: 6px;
`;

const Title = styled.h1`
	margin: 0;
	max-width: 48rem;
	font-size: 2rem;
	line-height: 1.15;
	color: #ffffff;

	${ media.medium } {
		font-size: ${ ( { theme } ) => theme.font.sizes.hero };
	}
`;

const Description = styled.p`
	margin: 0;
	max-width: 40rem;
	font-size: 1.1rem;
	color: #f1f3f5;
`;

const Actions = styled.div`
	display: flex;
	flex-wrap: wrap;
	justify-content: center;
	gap: 0.75rem;
	margin-top: 0.5rem;

	a {
		min-width: ${ ( { theme } ) => theme.donateButtonMinWidth };
	}
`;

interface CampaignHeroProps {
	campaign: Campaign;
}

export function CampaignHero( { campaign }: CampaignHeroProps ) {
	return (
		<Hero className="p2p-hero" $image={ campaign.campaign_image }>
			{ campaign.campaign_logo && (
				<Logo
					src={ campaign.campaign_logo }
					alt=""
					width={ 96 }
					height={ 96 }
				/>
			) }
			<Title>{ campaign.campaign_title }</Title>
			{ campaign.short_desc && (
				<Description>{ campaign.short_desc }</Description>
			) }
			<Actions>
				<ButtonLink
					to={ paths.register }
					$color="secondary"
					$variant="outline"
				>
					{ __( 'Start Fundraising', 'p2p-fundraising' ) }
				</ButtonLink>
				<ButtonLink to={ paths.donate }>
					{ __( 'Donate Now', 'p2p-fundraising' ) }
				</ButtonLink>
			</Actions>
		</Hero>
	);
}
