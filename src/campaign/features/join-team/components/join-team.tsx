/**
 * /team/{id}/join/ (spec §2, §4): a fundraiser's permission is checked first (spinner); when the
 * check fails the app goes to /start-fundraising/, otherwise a one-click button joins (joining
 * state; the server's message beside the button on failure; the team page on success). Anyone
 * else gets the join-team registration.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../../shared/api/api-error';
import { useApiClient } from '../../../../shared/app-services';
import { useFocusReturnAfterBusy } from '../../../../shared/hooks/use-focus-return-after-busy';
import { Button } from '../../../../shared/ui/button';
import { Spinner } from '../../../../shared/ui/spinner';
import type { Team } from '../../../contract/types';
import { useCampaign } from '../../../contract/initial-data-context';
import {
	campaignPageUrl,
	pageNavigation,
} from '../../../navigation/page-navigation';
import { paths } from '../../../navigation/paths';
import { fundraiserCanJoinTeam } from '../api/fundraiser-can-join-team';
import { fundraiserJoinTeam } from '../api/fundraiser-join-team';
import { INVITATION_ERROR_CODES } from '../invitation-token';

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

type CheckState = 'checking' | 'allowed' | 'refused';

/** The body of both join calls; the invitation token only when there is one. */
function joinTarget( teamId: number, campaignId: number, invitation: string ) {
	return { teamId, campaignId, ...( invitation ? { invitation } : {} ) };
}

interface OneClickJoinProps {
	team: Team;
	/** Token of the invitation link, '' without one. */
	invitation?: string;
}

export function OneClickJoin( { team, invitation = '' }: OneClickJoinProps ) {
	const client = useApiClient();
	const { campaign_id: campaignId, campaign_url: campaignUrl } =
		useCampaign();
	const [ check, setCheck ] = useState< CheckState >( 'checking' );
	const [ isJoining, setJoining ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	// Disabled while joining; after a failure the focus comes back to it.
	const focusReturn = useFocusReturnAfterBusy< HTMLButtonElement >(
		isJoining,
		() => {
			join().catch( () => undefined );
		}
	);

	useEffect( () => {
		let isCurrent = true;
		fundraiserCanJoinTeam(
			client,
			joinTarget( team.id, campaignId, invitation )
		).then(
			() => isCurrent && setCheck( 'allowed' ),
			( failure: unknown ) => {
				if ( ! isCurrent ) {
					return;
				}
				// A wrong, used or expired invitation link says so instead of leaving the page.
				if (
					failure instanceof ApiError &&
					INVITATION_ERROR_CODES.includes( failure.code )
				) {
					setError( failure.message );
					setCheck( 'allowed' );
					return;
				}
				setCheck( 'refused' );
			}
		);
		return () => {
			isCurrent = false;
		};
	}, [ client, team.id, campaignId, invitation ] );

	if ( check === 'checking' ) {
		return (
			<Spinner
				isCentered
				label={ __( 'Checking…', 'p2p-fundraising' ) }
			/>
		);
	}
	if ( check === 'refused' ) {
		return <Navigate to={ paths.startFundraising } replace />;
	}

	const join = async () => {
		setJoining( true );
		setError( null );
		try {
			const { redirect } = await fundraiserJoinTeam(
				client,
				joinTarget( team.id, campaignId, invitation )
			);
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

	return (
		<Row className="p2p-join-team">
			<Button
				{ ...focusReturn }
				disabled={ isJoining }
				aria-describedby={ error ? 'p2p-join-error' : undefined }
			>
				{ isJoining
					? __( 'Joining…', 'p2p-fundraising' )
					: sprintf(
							/* translators: %s: team name. */
							__( 'Join %s', 'p2p-fundraising' ),
							team.name
						) }
			</Button>
			{ isJoining && <Spinner size="small" label="" /> }
			<div role="alert">
				{ error && (
					<ErrorText id="p2p-join-error">{ error }</ErrorText>
				) }
			</div>
		</Row>
	);
}
