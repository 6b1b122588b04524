/**
 * The campaign's countdown as a small badge beside its progress ("12 days left", "Last day!",
 * "Ended", "Starts in 3 days"). Nothing without dates.
 */
import styled from 'styled-components';
import type { Campaign } from '../../../contract/types';
import { countdownText } from '../countdown-text';

const Badge = styled.span< { $isUrgent: boolean } >`
	display: inline-block;
	padding: 0.2rem 0.6rem;
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	font-weight: 700;
	color: ${ ( { theme, $isUrgent } ) =>
		$isUrgent ? theme.colors.onPrimary : theme.colors.text };
	background: ${ ( { theme, $isUrgent } ) =>
		$isUrgent ? theme.colors.primarySurface : theme.colors.background };
`;

interface CampaignCountdownProps {
	campaign: Campaign;
}

export function CampaignCountdown( { campaign }: CampaignCountdownProps ) {
	const text = countdownText( campaign.schedule );
	if ( text === null ) {
		return null;
	}
	const isUrgent =
		campaign.schedule.state === 'open' &&
		( campaign.schedule.days_left ?? 99 ) <= 3;
	return (
		<Badge className="p2p-campaign-countdown" $isUrgent={ isUrgent }>
			{ text }
		</Badge>
	);
}
