/**
 * Shown once the goal is reached: raise it by half in one click, or to a typed amount. The
 * fundraiser's page and totals are refreshed afterwards; a refused amount keeps what was typed.
 * The goal is then no longer reached and this offer goes away: the server's confirmation is
 * handed to `onRaised` first, for the dashboard to show and announce (GoalRaisedStatus).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import {
	useApiClient,
	useFormat,
	useSettings,
} from '../../../../shared/app-services';
import type { ApiError } from '../../../../shared/api/api-error';
import { Button } from '../../../../shared/ui/button';
import { FormError } from '../../../../shared/ui/form-error';
import { MoneyInput } from '../../../../shared/ui/money-input';
import { useCampaign } from '../../../contract/initial-data-context';
import { raiseGoal } from '../api/raise-goal';

const Card = styled.section`
	margin: 0 0 ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: ${ ( { theme } ) => theme.spacer }px;
	border: 2px solid ${ ( { theme } ) => theme.colors.success };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	background: ${ ( { theme } ) => theme.colors.successSurface };

	h2 {
		margin: 0 0 0.5rem;
		font-size: ${ ( { theme } ) => theme.font.sizes.large };
	}

	form {
		display: flex;
		flex-wrap: wrap;
		align-items: flex-end;
		gap: 0.75rem;
	}

	/* The field's own bottom margin would lift the input above the button beside it. */
	form .p2p-field {
		margin: 0;
	}
`;

interface GoalRaiseProps {
	goal: number;
	/** The server's confirmation of the new goal. */
	onRaised: ( message: string ) => void;
}

export function GoalRaise( { goal, onRaised }: GoalRaiseProps ) {
	const client = useApiClient();
	const format = useFormat();
	const settings = useSettings();
	const { mutate } = useSWRConfig();
	const { campaign_id: campaignId } = useCampaign();
	const headingId = useId();
	const inputId = useId();
	const suggested = Math.ceil( goal * 1.5 );
	const [ typed, setTyped ] = useState( suggested );
	const [ isBusy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );

	const raise = async ( newGoal: number ) => {
		setBusy( true );
		setError( null );
		try {
			const { message } = await raiseGoal( client, {
				campaignId,
				goal: newGoal,
			} );
			onRaised( message );
			setBusy( false );
			// Last: the new goal is not reached, so the refresh removes this offer.
			await mutate(
				( key ) =>
					Array.isArray( key ) &&
					String( key[ 0 ] ).startsWith( 'get-fundraiser' )
			);
		} catch ( caught ) {
			setError( ( caught as ApiError ).message );
			setBusy( false );
		}
	};
	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! ( typed > goal ) ) {
			setError(
				sprintf(
					/* translators: %s: the current goal. */
					__(
						'Enter a goal higher than your current goal of %s.',
						'p2p-fundraising'
					),
					format.money( goal )
				)
			);
			return;
		}
		raise( typed );
	};

	return (
		<Card aria-labelledby={ headingId } className="p2p-goal-raise">
			<h2 id={ headingId }>
				{ __( 'You reached your goal!', 'p2p-fundraising' ) }
			</h2>
			<p>
				{ __(
					'Keep the momentum: raise your goal and tell your supporters.',
					'p2p-fundraising'
				) }
			</p>
			<p>
				<Button
					type="button"
					$size="small"
					disabled={ isBusy }
					onClick={ () => raise( suggested ) }
				>
					{ sprintf(
						/* translators: %s: the new goal (50% more). */
						__( 'Raise my goal to %s (+50%%)', 'p2p-fundraising' ),
						format.money( suggested )
					) }
				</Button>
			</p>
			<form onSubmit={ submit } noValidate>
				<MoneyInput
					id={ inputId }
					label={ __( 'Or a goal of your own', 'p2p-fundraising' ) }
					value={ typed }
					onChange={ setTyped }
					locale={ settings.locale }
					currencySymbol={ settings.currencySymbol }
					separators={ settings }
				/>
				<Button
					type="submit"
					$size="small"
					$variant="outline"
					disabled={ isBusy }
				>
					{ __( 'Set new goal', 'p2p-fundraising' ) }
				</Button>
			</form>
			<FormError message={ error } />
		</Card>
	);
}
