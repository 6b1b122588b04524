/**
 * "Signed in as … · Sign out" above every campaign page for a signed-in visitor: WordPress's own
 * sign-out (wp-login.php with its nonce, from the boot data), which returns to the campaign.
 * Fundraisers see no WordPress toolbar on the front end, so this is their way out.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { useInitialData } from '../contract/initial-data-context';

const Bar = styled.p`
	display: flex;
	flex-wrap: wrap;
	justify-content: flex-end;
	gap: 0.25rem 0.75rem;
	margin: 0 0 ${ ( { theme } ) => theme.spacer / 2 }px;
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
	color: ${ ( { theme } ) => theme.colors.muted };

	a {
		color: ${ ( { theme } ) => theme.colors.primaryText };
		font-weight: 600;
	}
`;

export function AccountBar() {
	const { auth, user } = useInitialData();
	if ( ! auth.logout_url ) {
		return null;
	}
	return (
		<Bar className="p2p-account-bar">
			{ user.name && (
				<span>
					{ sprintf(
						/* translators: %s: the signed-in person's name. */
						__( 'Signed in as %s', 'p2p-fundraising' ),
						user.name
					) }
				</span>
			) }
			<a href={ auth.logout_url }>
				{ __( 'Sign out', 'p2p-fundraising' ) }
			</a>
		</Bar>
	);
}
