/**
 * What a donor can do next, under the thank-you of a donate page (decision 0057): share the page
 * they gave to (the share kit, decision 0010) and, when they have no page of their own yet,
 * start one. A chunk of the thank-you: further lines (a receipt note) belong in the frame's view.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { ButtonLink } from '../components/button-link';
import { TitledSection } from '../components/titled-section';
import { useAuth } from '../contract/initial-data-context';
import { ShareButtons } from '../features/share/components/share-buttons';
import { paths } from '../navigation/paths';

const Steps = styled.div`
	display: grid;
	gap: ${ ( { theme } ) => theme.spacer }px;
	margin-top: ${ ( { theme } ) => theme.spacer * 1.5 }px;

	p {
		margin: 0 0 0.75rem;
	}
`;

interface DonationNextStepsProps {
	/** The campaign, team or fundraiser given to, and its page. */
	recipient: { name: string; url: string };
}

export function DonationNextSteps( { recipient }: DonationNextStepsProps ) {
	const { fundraiser_id: fundraiserId } = useAuth();
	const shareText = sprintf(
		/* translators: %s: campaign, team or fundraiser name. */
		__( 'I just donated to %s. Will you join me?', 'p2p-fundraising' ),
		recipient.name
	);
	return (
		<Steps className="p2p-donation-next-steps">
			<TitledSection
				isBoxed
				title={ __( 'Spread the word', 'p2p-fundraising' ) }
				className="p2p-donation-next-steps__share"
			>
				<p>
					{ sprintf(
						/* translators: %s: campaign, team or fundraiser name. */
						__(
							'Every share brings %s closer to the goal.',
							'p2p-fundraising'
						),
						recipient.name
					) }
				</p>
				<ShareButtons
					url={ recipient.url }
					text={ shareText }
					emailSubject={ shareText }
				/>
			</TitledSection>
			{ fundraiserId === 0 && (
				<TitledSection
					isBoxed
					title={ __( 'Raise even more', 'p2p-fundraising' ) }
					className="p2p-donation-next-steps__start"
				>
					<p>
						{ __(
							'Ask your friends and family to give through a page of your own.',
							'p2p-fundraising'
						) }
					</p>
					<ButtonLink to={ paths.register }>
						{ __(
							'Start your own fundraising page',
							'p2p-fundraising'
						) }
					</ButtonLink>
				</TitledSection>
			) }
		</Steps>
	);
}
