/**
 * /return/?token=… (issue 28): what joining next year's campaign carries over, then one button.
 * A visitor signs in first and comes back here; a wrong, used or expired link says so.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { ApiError } from '../../../../shared/api/api-error';
import { useApiClient, useFormat } from '../../../../shared/app-services';
import { useFocusReturnAfterBusy } from '../../../../shared/hooks/use-focus-return-after-busy';
import { Button } from '../../../../shared/ui/button';
import { Notice } from '../../../../shared/ui/notice';
import { Spinner } from '../../../../shared/ui/spinner';
import { ButtonLink } from '../../../components/button-link';
import { Intro } from '../../../components/form-layout';
import { useAuth, useCampaign } from '../../../contract/initial-data-context';
import {
	campaignPageUrl,
	pageNavigation,
} from '../../../navigation/page-navigation';
import { paths } from '../../../navigation/paths';
import { fundraiserReturn } from '../api/fundraiser-return';
import {
	type ReturnInvitation,
	useReturnInvitation,
} from '../api/get-return-invitation';
import { useReturnToken } from '../return-token';

const CarriedOver = styled.ul`
	margin: 0 0 1.5rem;
	padding-left: 1.25rem;
	line-height: 1.6;
	overflow-wrap: anywhere;
`;

const Row = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 1rem;
	align-items: center;
`;

const ErrorText = styled.p`
	margin: 0;
	color: ${ ( { theme } ) => theme.colors.danger };
	font-weight: 600;
`;

function teamLine( team: NonNullable< ReturnInvitation[ 'team' ] > ) {
	switch ( team.role ) {
		case 'captain':
			return sprintf(
				/* translators: %s: team name. */
				__(
					'Your team “%s” is created again with you as captain, and last year’s members are invited to rejoin.',
					'p2p-fundraising'
				),
				team.name
			);
		case 'member':
			return sprintf(
				/* translators: %s: team name. */
				__( 'You join your team “%s” again.', 'p2p-fundraising' ),
				team.name
			);
		default:
			return sprintf(
				/* translators: %s: team name. */
				__(
					'Your captain has not signed up for “%s” yet: you start without a team and receive an invitation when the team is back.',
					'p2p-fundraising'
				),
				team.name
			);
	}
}

/** One whole sentence per case, so that every language can order it its own way. */
function pageLine( invitation: ReturnInvitation ) {
	if ( invitation.hasStory && invitation.hasPhoto ) {
		return sprintf(
			/* translators: %s: the fundraiser's name. */
			__(
				'Your fundraising page as “%s”, with last year’s story and photo',
				'p2p-fundraising'
			),
			invitation.name
		);
	}
	if ( invitation.hasStory ) {
		return sprintf(
			/* translators: %s: the fundraiser's name. */
			__(
				'Your fundraising page as “%s”, with last year’s story',
				'p2p-fundraising'
			),
			invitation.name
		);
	}
	if ( invitation.hasPhoto ) {
		return sprintf(
			/* translators: %s: the fundraiser's name. */
			__(
				'Your fundraising page as “%s”, with last year’s photo',
				'p2p-fundraising'
			),
			invitation.name
		);
	}
	return sprintf(
		/* translators: %s: the fundraiser's name. */
		__( 'Your fundraising page as “%s”', 'p2p-fundraising' ),
		invitation.name
	);
}

function WhatHappens( { invitation }: { invitation: ReturnInvitation } ) {
	const format = useFormat();
	return (
		<CarriedOver className="p2p-return-carried-over">
			<li>{ pageLine( invitation ) }</li>
			<li>
				{ sprintf(
					/* translators: %s: amount of money. */
					__(
						'A goal of %s, from last year’s result (you can change it later)',
						'p2p-fundraising'
					),
					format.money( invitation.goal )
				) }
			</li>
			{ invitation.team && <li>{ teamLine( invitation.team ) }</li> }
		</CarriedOver>
	);
}

export function ReturnJoin() {
	const client = useApiClient();
	const token = useReturnToken();
	const {
		campaign_id: campaignId,
		campaign_url: campaignUrl,
		campaign_title: campaignTitle,
	} = useCampaign();
	const { is_logged_in: isLoggedIn, fundraiser_id: fundraiserId } = useAuth();
	const check = useReturnInvitation( campaignId, token );
	const [ isJoining, setJoining ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const focusReturn = useFocusReturnAfterBusy< HTMLButtonElement >(
		isJoining,
		() => {
			join().catch( () => undefined );
		}
	);

	const join = async () => {
		setJoining( true );
		setError( null );
		try {
			const { redirect } = await fundraiserReturn( client, {
				campaignId,
				token,
			} );
			pageNavigation.assign( campaignPageUrl( campaignUrl, redirect ) );
		} catch ( failure ) {
			setJoining( false );
			setError(
				failure instanceof ApiError
					? failure.message
					: String( failure )
			);
		}
	};

	if ( ! token ) {
		return (
			<Notice type="error" className="p2p-return-error">
				{ __(
					'This invitation link is not valid. Please use the link from your e-mail.',
					'p2p-fundraising'
				) }
			</Notice>
		);
	}
	if ( fundraiserId > 0 ) {
		return (
			<>
				<Intro>
					{ __(
						'You are already fundraising for this campaign.',
						'p2p-fundraising'
					) }
				</Intro>
				<ButtonLink to={ paths.startFundraising }>
					{ __( 'Go to your dashboard', 'p2p-fundraising' ) }
				</ButtonLink>
			</>
		);
	}
	if ( ! check.data && ! check.error ) {
		return (
			<Spinner
				isCentered
				label={ __( 'Checking your invitation…', 'p2p-fundraising' ) }
			/>
		);
	}
	if ( check.error || ! check.data ) {
		return (
			<Notice type="error" className="p2p-return-error">
				{ check.error?.message ??
					__(
						'The invitation could not be read.',
						'p2p-fundraising'
					) }
			</Notice>
		);
	}

	return (
		<div className="p2p-return-join">
			<Intro>
				{ sprintf(
					/* translators: %s: campaign title. */
					__(
						'Welcome back! Joining %s takes one click. Here is what happens:',
						'p2p-fundraising'
					),
					campaignTitle
				) }
			</Intro>
			<WhatHappens invitation={ check.data.data } />
			{ isLoggedIn ? (
				<Row>
					<Button
						{ ...focusReturn }
						disabled={ isJoining }
						aria-describedby={
							error ? 'p2p-return-join-error' : undefined
						}
					>
						{ isJoining
							? __( 'Joining…', 'p2p-fundraising' )
							: sprintf(
									/* translators: %s: campaign title. */
									__( 'Join %s', 'p2p-fundraising' ),
									campaignTitle
								) }
					</Button>
					{ isJoining && <Spinner size="small" label="" /> }
					<div role="alert">
						{ error && (
							<ErrorText id="p2p-return-join-error">
								{ error }
							</ErrorText>
						) }
					</div>
				</Row>
			) : (
				<>
					<Intro>
						{ __(
							'Please sign in with your account from last year first; you come back here to join.',
							'p2p-fundraising'
						) }
					</Intro>
					<ButtonLink
						to={ `${ paths.login }?return=${ encodeURIComponent(
							`${ paths.returning }?token=${ token }`
						) }` }
					>
						{ __( 'Sign in to join', 'p2p-fundraising' ) }
					</ButtonLink>
				</>
			) }
		</div>
	);
}
