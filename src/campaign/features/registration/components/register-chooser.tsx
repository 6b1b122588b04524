/**
 * /register/ (spec §2): the three ways to take part — join a team, fundraise as an individual,
 * create a team — plus Donate Now, and a 'Sign in' pill for visitors who are not logged in.
 * While an administrator has closed registration, the reason instead.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSettings } from '../../../../shared/app-services';
import { interpolateElement } from '../../../../shared/i18n/interpolate-element';
import { useAuth } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';
import { ButtonLink } from '../../../components/button-link';
import { storeNavigationSet, type NavigationSetName } from '../navigation-sets';
import { RegistrationClosedNotice } from './registration-closed-notice';

const Options = styled.ul`
	display: grid;
	gap: ${ ( { theme } ) => theme.spacer }px;
	grid-template-columns: 1fr;
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	padding: 0;
	list-style: none;

	@media ( min-width: 768px ) {
		grid-template-columns: repeat( 3, 1fr );
	}
`;

const Option = styled.li`
	display: flex;
	flex-direction: column;
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
		flex: 1;
		margin: 0;
		color: ${ ( { theme } ) => theme.colors.muted };
	}
`;

const Footer = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 1rem;
	align-items: center;
	justify-content: center;
`;

const SignInPill = styled( Link )`
	display: inline-flex;
	align-items: center;
	gap: 0.4rem;
	padding: 0.5rem 1rem;
	border-radius: ${ ( { theme } ) => theme.radius.pill };
	background: ${ ( { theme } ) => theme.colors.background };
	color: ${ ( { theme } ) => theme.colors.text };
	font-weight: 600;
	text-decoration: none;
`;

interface ChoiceProps {
	title: string;
	text: string;
	to: string;
	set: NavigationSetName;
}

function Choice( { title, text, to, set }: ChoiceProps ) {
	return (
		<Option className="p2p-register-option">
			<h2>{ title }</h2>
			<p>{ text }</p>
			<ButtonLink to={ to } onClick={ () => storeNavigationSet( set ) }>
				{ title }
			</ButtonLink>
		</Option>
	);
}

export function RegisterChooser() {
	const { is_logged_in: isLoggedIn } = useAuth();
	const { registrationOpen } = useSettings();
	if ( ! registrationOpen ) {
		return <RegistrationClosedNotice />;
	}
	return (
		<>
			<Options>
				<Choice
					title={ __( 'Join a team', 'p2p-fundraising' ) }
					text={ __(
						'Have friends already fundraising? Help them reach their goals!',
						'p2p-fundraising'
					) }
					to={ paths.registerTeams }
					set="joinTeam"
				/>
				<Choice
					title={ __( 'Individual', 'p2p-fundraising' ) }
					text={ __(
						'Create your own fundraising page and raise money on your own.',
						'p2p-fundraising'
					) }
					to={ paths.registerIndividual }
					set="joinIndividual"
				/>
				<Choice
					title={ __( 'Create a Team', 'p2p-fundraising' ) }
					text={ __(
						'Start a team, invite your friends and fundraise together.',
						'p2p-fundraising'
					) }
					to={ paths.registerCaptain }
					set="createTeam"
				/>
			</Options>
			<Footer>
				<ButtonLink
					to={ paths.donate }
					$color="secondary"
					$variant="outline"
				>
					{ __( 'Donate Now', 'p2p-fundraising' ) }
				</ButtonLink>
				{ ! isLoggedIn && (
					<SignInPill to={ paths.login } className="p2p-sign-in-pill">
						{ interpolateElement(
							__(
								'Already registered? <strong>Sign in</strong>',
								'p2p-fundraising'
							),
							{ strong: <strong /> }
						) }
					</SignInPill>
				) }
			</Footer>
		</>
	);
}
