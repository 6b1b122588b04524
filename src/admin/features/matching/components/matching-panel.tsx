/**
 * The campaign's matching gift (on the Sponsors tab): the running match with how much of its cap
 * is used and a way to stop it, and the form that starts a new one.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { ProgressBar } from '../../../../shared/ui/progress-bar';
import type { AdminCampaign } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { useAdminMatch } from '../api/get-admin-match';
import { stopAdminMatchPath } from '../api/stop-admin-match';
import { MatchForm } from './match-form';

export function MatchingPanel( { campaign }: { campaign: AdminCampaign } ) {
	const format = useFormat();
	const { data, error } = useAdminMatch( campaign.campaign_id );
	const { run } = useAdminAction();
	const [ isStopping, setStopping ] = useState( false );
	const match = data?.data ?? null;

	return (
		<section
			className="p2p-admin-card p2p-matching"
			aria-labelledby="p2p-matching-heading"
		>
			<h2 id="p2p-matching-heading">
				{ __( 'Matching gift', 'p2p-fundraising' ) }
			</h2>
			<p>
				{ __(
					'A sponsor matches every completed gift in its days until the cap is reached. Matches count in every total and are listed as “Matched by” the sponsor; a refunded gift loses its match.',
					'p2p-fundraising'
				) }
			</p>
			<LoadError error={ error } />
			{ match && (
				<div className="p2p-matching__current">
					<p>
						<strong>
							{ sprintf(
								/* translators: 1: sponsor, 2: ratio like 1:1, 3: first day, 4: last day. */
								__(
									'%1$s matches %2$s from %3$s to %4$s.',
									'p2p-fundraising'
								),
								match.sponsor_name,
								`${ match.ratio }:1`,
								match.start_date,
								match.end_date
							) }
						</strong>{ ' ' }
						{ match.is_running
							? __( 'Running now.', 'p2p-fundraising' )
							: __( 'Not running today.', 'p2p-fundraising' ) }
					</p>
					<p>
						{ sprintf(
							/* translators: 1: amount matched so far, 2: the cap. */
							__( '%1$s of %2$s matched', 'p2p-fundraising' ),
							format.money( match.matched ),
							format.money( match.cap )
						) }
					</p>
					<ProgressBar
						percent={
							match.cap > 0
								? ( match.matched / match.cap ) * 100
								: 0
						}
						valueText={ sprintf(
							/* translators: 1: amount matched so far, 2: the cap. */
							__( '%1$s of %2$s matched', 'p2p-fundraising' ),
							format.money( match.matched ),
							format.money( match.cap )
						) }
						label={ __( 'Matching gift used', 'p2p-fundraising' ) }
						height={ 8 }
					/>
					<p>
						<button
							type="button"
							className="button"
							onClick={ () => setStopping( true ) }
						>
							{ __( 'Stop the match', 'p2p-fundraising' ) }
						</button>
					</p>
				</div>
			) }
			<h3>
				{ match
					? __( 'Replace it with a new match', 'p2p-fundraising' )
					: __( 'Start a match', 'p2p-fundraising' ) }
			</h3>
			<MatchForm
				campaignId={ campaign.campaign_id }
				hasRunningMatch={ match !== null }
			/>
			<ConfirmModal
				isOpen={ isStopping }
				title={ __( 'Stop the match', 'p2p-fundraising' ) }
				confirmLabel={ __( 'Stop the match', 'p2p-fundraising' ) }
				onCancel={ () => setStopping( false ) }
				onConfirm={ async () => {
					const result = await run(
						stopAdminMatchPath( campaign.campaign_id ),
						{},
						__( 'Matching gift stopped.', 'p2p-fundraising' )
					);
					if ( ! result.error ) {
						setStopping( false );
					}
					return result.error;
				} }
			>
				<p>
					{ __(
						'Gifts from now on are not matched. Matches already made stay.',
						'p2p-fundraising'
					) }
				</p>
			</ConfirmModal>
		</section>
	);
}
