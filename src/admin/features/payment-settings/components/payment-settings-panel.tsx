/**
 * Payment settings: the mode, Stripe's keys (secrets write-only, shown masked), the currency,
 * the fee a donor may cover, a connection test and the webhook URL to paste into Stripe.
 * Its own component so that it can sit as a section of a wider Settings screen.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { LoadError } from '../../../components/load-error';
import { FormError } from '../../../../shared/ui/form-error';
import {
	SelectField,
	TextField,
	withValue,
} from '../../../../shared/ui/form-field';
import { Spinner } from '../../../../shared/ui/spinner';
import { usePaymentSettings } from '../api/payment-settings';
import { usePaymentSettingsForm } from '../use-payment-settings-form';

function keepHelp( masked: string ) {
	return masked
		? sprintf(
				/* translators: %s: the saved secret, masked (e.g. sk_test_…4242). */
				__(
					'Saved: %s. Leave empty to keep it; it is never shown in full.',
					'p2p-fundraising'
				),
				masked
			)
		: __( 'Not set yet.', 'p2p-fundraising' );
}

export function PaymentSettingsPanel() {
	const { data, error } = usePaymentSettings();
	const saved = data?.data;
	const form = usePaymentSettingsForm( saved );
	const [ isCopied, setCopied ] = useState( false );

	if ( error ) {
		return <LoadError error={ error } />;
	}
	if ( ! saved || ! form.values ) {
		return (
			<Spinner
				label={ __( 'Loading payment settings…', 'p2p-fundraising' ) }
			/>
		);
	}
	const { values, errors } = form;
	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		void form.save();
	};
	const copyWebhookUrl = async () => {
		try {
			await navigator.clipboard.writeText( saved.webhook_url );
			setCopied( true );
		} catch {
			setCopied( false );
		}
	};

	return (
		<section
			className="p2p-admin-card p2p-admin-payment-settings"
			aria-labelledby="p2p-payment-settings-title"
		>
			<h2 id="p2p-payment-settings-title">
				{ __( 'Payments', 'p2p-fundraising' ) }
			</h2>
			<form onSubmit={ onSubmit } noValidate>
				<FormError message={ form.formError } />
				<SelectField
					label={ __( 'Payment mode', 'p2p-fundraising' ) }
					value={ values.mode }
					onChange={ withValue( ( mode ) =>
						form.change( 'mode', mode as typeof values.mode )
					) }
					error={ errors.mode }
					hint={ __(
						'Test: donations complete at once, no money moves. Offline: pledges you confirm by hand. Stripe: donors pay by card on Stripe Checkout.',
						'p2p-fundraising'
					) }
					options={ [
						{
							value: 'test',
							label: __( 'Test', 'p2p-fundraising' ),
						},
						{
							value: 'offline',
							label: __( 'Offline pledges', 'p2p-fundraising' ),
						},
						{
							value: 'stripe',
							label: __( 'Stripe', 'p2p-fundraising' ),
						},
					] }
				/>
				<TextField
					label={ __( 'Stripe publishable key', 'p2p-fundraising' ) }
					value={ values.publishable_key }
					onChange={ withValue( ( value ) =>
						form.change( 'publishable_key', value )
					) }
					placeholder="pk_live_…"
					autoComplete="off"
					error={ errors.publishable_key }
				/>
				<TextField
					label={ __( 'Stripe secret key', 'p2p-fundraising' ) }
					type="password"
					value={ values.secret_key }
					onChange={ withValue( ( value ) =>
						form.change( 'secret_key', value )
					) }
					placeholder="sk_live_…"
					autoComplete="new-password"
					hint={ keepHelp( saved.secret_key_masked ) }
					error={ errors.secret_key }
				/>
				<TextField
					label={ __( 'Webhook signing secret', 'p2p-fundraising' ) }
					type="password"
					value={ values.webhook_secret }
					onChange={ withValue( ( value ) =>
						form.change( 'webhook_secret', value )
					) }
					placeholder="whsec_…"
					autoComplete="new-password"
					hint={ keepHelp( saved.webhook_secret_masked ) }
					error={ errors.webhook_secret }
				/>
				<div className="p2p-admin-field">
					<label
						className="p2p-admin-field__label"
						htmlFor="p2p-webhook-url"
					>
						{ __( 'Webhook URL', 'p2p-fundraising' ) }
					</label>
					<input
						id="p2p-webhook-url"
						className="large-text code"
						type="text"
						readOnly
						value={ saved.webhook_url }
						aria-describedby="p2p-webhook-url-help"
					/>{ ' ' }
					<button
						type="button"
						className="button"
						onClick={ () => void copyWebhookUrl() }
					>
						{ __( 'Copy', 'p2p-fundraising' ) }
					</button>
					<p id="p2p-webhook-url-help" className="description">
						{ __(
							'In Stripe: Developers → Webhooks → Add endpoint. Paste this URL and choose the events checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired, invoice.paid, charge.refunded, charge.dispute.created and customer.subscription.deleted.',
							'p2p-fundraising'
						) }
					</p>
					<p role="status" className="description">
						{ isCopied ? __( 'Copied.', 'p2p-fundraising' ) : '' }
					</p>
				</div>
				<TextField
					label={ __(
						'Currency (ISO 4217 code)',
						'p2p-fundraising'
					) }
					value={ values.currency }
					onChange={ withValue( ( value ) =>
						form.change( 'currency', value )
					) }
					maxLength={ 3 }
					placeholder="USD"
					error={ errors.currency }
					hint={
						<>
							{ sprintf(
								/* translators: 1: currency symbol, 2: "yes" or "no". */
								__(
									'Amounts are shown with %1$s. Whole amounts only: %2$s.',
									'p2p-fundraising'
								),
								saved.currency_format.currencySymbol,
								saved.zero_decimal
									? __( 'yes', 'p2p-fundraising' )
									: __( 'no', 'p2p-fundraising' )
							) }
							{ /* Amounts are stored as numbers: a new code relabels them all. */ }
							{ values.currency.trim().toUpperCase() !==
								saved.currency && (
								<strong className="p2p-admin-currency-warning">
									{ ' ' }
									{ sprintf(
										/* translators: 1: the saved currency code, 2: the new one. */
										__(
											'Changing %1$s to %2$s relabels every amount already saved (goals, donations, totals) as %2$s; nothing is converted.',
											'p2p-fundraising'
										),
										saved.currency,
										values.currency.trim().toUpperCase()
									) }
								</strong>
							) }
						</>
					}
				/>
				<TextField
					label={ __(
						'Processing fee a donor may cover (%)',
						'p2p-fundraising'
					) }
					type="number"
					min={ 0 }
					step="0.01"
					value={ values.fee_percent }
					onChange={ withValue( ( value ) =>
						form.change( 'fee_percent', value )
					) }
					error={ errors.fee_percent }
				/>
				<TextField
					label={ __(
						'Fixed fee per payment a donor may cover',
						'p2p-fundraising'
					) }
					type="number"
					min={ 0 }
					step="0.01"
					value={ values.fee_fixed }
					onChange={ withValue( ( value ) =>
						form.change( 'fee_fixed', value )
					) }
					error={ errors.fee_fixed }
					hint={ __(
						'Both 0: the form does not offer to cover the fee.',
						'p2p-fundraising'
					) }
				/>
				<p className="submit">
					<button
						type="submit"
						className="button button-primary"
						disabled={ form.isSaving }
					>
						{ form.isSaving
							? __( 'Saving…', 'p2p-fundraising' )
							: __( 'Save payment settings', 'p2p-fundraising' ) }
					</button>{ ' ' }
					<button
						type="button"
						className="button"
						disabled={ form.isTesting || ! saved.secret_key_masked }
						onClick={ () => void form.testConnection() }
					>
						{ __( 'Test connection', 'p2p-fundraising' ) }
					</button>
				</p>
				<div role="status" aria-live="polite">
					{ form.connection && (
						<p
							className={
								form.connection.isOk
									? 'p2p-admin-connection is-ok'
									: 'p2p-admin-connection is-error'
							}
						>
							{ form.connection.message }
						</p>
					) }
				</div>
			</form>
		</section>
	);
}
