/**
 * The captain's tools on the dashboard: the members with what each raised, making another member
 * captain or removing one (both confirmed first), messaging the team, inviting new members, and
 * the invitations not accepted yet with "Send again". Every state: loading, error, empty.
 *
 * After a hand-over the dashboard's captain-only parts must go at once (the team's donations,
 * posting on the team page, these tools): the current user's fundraiser info and donor lists are
 * read again, and the screen shows the hand-over's message (`onHandedOver`) where the tools were.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useApiClient, useFormat } from '../../../../shared/app-services';
import { Button } from '../../../../shared/ui/button';
import { FormError } from '../../../../shared/ui/form-error';
import { Modal } from '../../../../shared/ui/modal';
import { Notice } from '../../../../shared/ui/notice';
import { QueryView } from '../../../../shared/ui/query-view';
import { StatusLabel } from '../../../../shared/ui/status-label';
import { PageSection } from '../../../components/page-section';
import { SubHeading } from '../../../components/sub-heading';
import { useCampaign } from '../../../contract/initial-data-context';
import {
	useTeamDashboard,
	type TeamDashboardMember,
} from '../api/get-team-dashboard';
import { handOverCaptaincy } from '../api/hand-over-captaincy';
import { removeTeamMember } from '../api/remove-team-member';
import { resendTeamInvitation } from '../api/resend-team-invitation';
import { useCaptainAction } from '../use-captain-action';
import { InviteMembersForm } from './invite-members-form';
import { TeamMessageForm } from './team-message-form';

const Rows = styled.ul`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	padding: 0;
	list-style: none;

	li {
		display: flex;
		flex-wrap: wrap;
		align-items: center;
		gap: 0.5rem 1rem;
		padding: 0.625rem 0;
		border-bottom: 1px solid ${ ( { theme } ) => theme.colors.border };
	}

	.p2p-team-tools__who {
		flex: 1 1 12rem;
	}

	.p2p-team-tools__muted {
		color: ${ ( { theme } ) => theme.colors.muted };
		font-size: ${ ( { theme } ) => theme.font.sizes.small };
	}
`;

const Status = styled.p`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	color: ${ ( { theme } ) => theme.colors.success };
	font-weight: 600;
`;

type Pending = { kind: 'captain' | 'remove'; member: TeamDashboardMember };

function confirmText( { kind, member }: Pending ) {
	return kind === 'captain'
		? sprintf(
				/* translators: %s: member's name. */
				__(
					'Make %s the captain? They will edit the team and manage its members; you stay a member.',
					'p2p-fundraising'
				),
				member.name
			)
		: sprintf(
				/* translators: %s: member's name. */
				__(
					'Remove %s from your team? Their page stays; the donations they raised no longer count for the team.',
					'p2p-fundraising'
				),
				member.name
			);
}

/** What the hand-over refreshes: whose team it is, and the donor lists' team tab. */
const AFTER_HAND_OVER = [ 'get-fundraiser-info', 'get-my-donors' ];

interface TeamToolsProps {
	/** The hand-over's message, for the screen to show once these tools are gone. */
	onHandedOver?: ( message: string ) => void;
}

export function TeamTools( { onHandedOver }: TeamToolsProps ) {
	const { campaign_id: campaignId } = useCampaign();
	const client = useApiClient();
	const format = useFormat();
	const headingId = useId();
	const query = useTeamDashboard( campaignId );
	const action = useCaptainAction();
	const [ status, setStatus ] = useState( '' );
	const [ pending, setPending ] = useState< Pending | null >( null );
	const [ handedOver, setHandedOver ] = useState( '' );
	if ( handedOver ) {
		return (
			<Notice type="success" className="p2p-team-tools">
				{ handedOver }
			</Notice>
		);
	}

	const confirm = async () => {
		if ( ! pending ) {
			return;
		}
		const body = { campaignId, fundraiser_id: pending.member.id };
		if ( pending.kind === 'captain' ) {
			const message = await action.run(
				() => handOverCaptaincy( client, body ),
				{
					refresh: AFTER_HAND_OVER,
				}
			);
			if ( message !== null ) {
				setPending( null );
				if ( onHandedOver ) {
					onHandedOver( message );
				} else {
					setHandedOver( message );
				}
			}
			return;
		}
		const message = await action.run( () =>
			removeTeamMember( client, body )
		);
		if ( message !== null ) {
			setPending( null );
			setStatus( message );
		}
	};

	return (
		<PageSection
			$isBoxed
			aria-labelledby={ headingId }
			className="p2p-team-tools"
		>
			<h2 id={ headingId }>
				{ __( 'Manage your team', 'p2p-fundraising' ) }
			</h2>
			<div role="status">{ status && <Status>{ status }</Status> }</div>
			<QueryView
				query={ query }
				errorMessage={ __(
					'Unable to load your team.',
					'p2p-fundraising'
				) }
				onRetry={ () => query.mutate() }
				isEmpty={ () => false }
				empty={ null }
			>
				{ ( { data } ) => (
					<>
						<SubHeading>
							{ __( 'Members', 'p2p-fundraising' ) }
						</SubHeading>
						<Rows className="p2p-team-tools__members">
							{ data.members.map( ( member ) => (
								<li key={ member.id }>
									<span className="p2p-team-tools__who">
										<strong>{ member.name }</strong>{ ' ' }
										{ member.isCaptain && (
											<StatusLabel
												type="info"
												text={ __(
													'Captain',
													'p2p-fundraising'
												) }
											/>
										) }
										<br />
										<span className="p2p-team-tools__muted">
											{ sprintf(
												/* translators: 1: amount raised, 2: goal. */
												__(
													'%1$s raised of %2$s',
													'p2p-fundraising'
												),
												format.money(
													member.amount_raised
												),
												format.money( member.goal )
											) }
										</span>
									</span>
									{ ! member.isCaptain && (
										<span>
											<Button
												type="button"
												$size="tiny"
												$variant="outline"
												onClick={ () => {
													action.clearError();
													setPending( {
														kind: 'captain',
														member,
													} );
												} }
											>
												{ sprintf(
													/* translators: %s: member's name. */
													__(
														'Make %s captain',
														'p2p-fundraising'
													),
													member.name
												) }
											</Button>{ ' ' }
											<Button
												type="button"
												$size="tiny"
												$variant="outline"
												onClick={ () => {
													action.clearError();
													setPending( {
														kind: 'remove',
														member,
													} );
												} }
											>
												{ sprintf(
													/* translators: %s: member's name. */
													__(
														'Remove %s',
														'p2p-fundraising'
													),
													member.name
												) }
											</Button>
										</span>
									) }
								</li>
							) ) }
						</Rows>
						<SubHeading>
							{ __( 'Message your team', 'p2p-fundraising' ) }
						</SubHeading>
						{ data.members.length > 1 ? (
							<TeamMessageForm
								campaignId={ campaignId }
								onSent={ setStatus }
							/>
						) : (
							<p>
								{ __(
									'Invite friends to your team: once they join you can write to all of them here.',
									'p2p-fundraising'
								) }
							</p>
						) }
						<SubHeading>
							{ __( 'Invite new members', 'p2p-fundraising' ) }
						</SubHeading>
						<InviteMembersForm
							campaignId={ campaignId }
							onSent={ setStatus }
						/>
						<SubHeading>
							{ __( 'Pending invitations', 'p2p-fundraising' ) }
						</SubHeading>
						{ data.invitations.length === 0 ? (
							<p>
								{ __(
									'No invitation is waiting for an answer.',
									'p2p-fundraising'
								) }
							</p>
						) : (
							<Rows className="p2p-team-tools__invitations">
								{ data.invitations.map( ( invitation ) => (
									<li key={ invitation.id }>
										<span className="p2p-team-tools__who">
											{ invitation.email }
											<br />
											<span className="p2p-team-tools__muted">
												{ invitation.sentAt
													? sprintf(
															/* translators: %s: date. */
															__(
																'Sent %s',
																'p2p-fundraising'
															),
															format.date(
																invitation.sentAt
															)
														)
													: __(
															'Not sent yet',
															'p2p-fundraising'
														) }
											</span>
										</span>
										<Button
											type="button"
											$size="tiny"
											$variant="outline"
											disabled={ action.isBusy }
											onClick={ async () => {
												const message =
													await action.run( () =>
														resendTeamInvitation(
															client,
															{
																campaignId,
																invitation_id:
																	invitation.id,
															}
														)
													);
												if ( message !== null ) {
													setStatus( message );
												}
											} }
										>
											{ sprintf(
												/* translators: %s: e-mail address. */
												__(
													'Send again to %s',
													'p2p-fundraising'
												),
												invitation.email
											) }
										</Button>
									</li>
								) ) }
							</Rows>
						) }
						{ ! pending && <FormError message={ action.error } /> }
					</>
				) }
			</QueryView>
			<Modal
				isOpen={ pending !== null }
				type="warning"
				title={
					pending?.kind === 'captain'
						? __( 'Hand over captaincy', 'p2p-fundraising' )
						: __( 'Remove member', 'p2p-fundraising' )
				}
				onClose={ () => setPending( null ) }
				actions={
					<>
						<Button
							type="button"
							$size="small"
							$variant="outline"
							onClick={ () => setPending( null ) }
						>
							{ __( 'Cancel', 'p2p-fundraising' ) }
						</Button>
						<Button
							type="button"
							$size="small"
							disabled={ action.isBusy }
							onClick={ confirm }
							data-autofocus
						>
							{ pending?.kind === 'captain'
								? __( 'Make captain', 'p2p-fundraising' )
								: __( 'Remove', 'p2p-fundraising' ) }
						</Button>
					</>
				}
			>
				<p>{ pending && confirmText( pending ) }</p>
				<FormError message={ pending ? action.error : null } />
			</Modal>
		</PageSection>
	);
}
