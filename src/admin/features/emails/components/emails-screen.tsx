/**
 * #/emails: the automatic e-mails, to fundraisers (welcome, donation received, milestones, nudge,
 * the captain's weekly summary) and to donors (the receipt, with the organisation's name and tax
 * wording it prints): each can be switched off and edited, and tried with "Send me a test". A
 * failed save or test keeps what was typed and shows the server's messages beside the fields.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useApiClient, useFormat } from '../../../../shared/app-services';
import { toApiError } from '../../../../shared/api/api-error';
import { FormError } from '../../../../shared/ui/form-error';
import { TextAreaField, TextField } from '../../../../shared/ui/form-field';
import { Spinner } from '../../../../shared/ui/spinner';
import type {
	AdminEmailSettings,
	AdminEmailTemplate,
} from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { AllCampaignsLink } from '../../../components/all-campaigns-link';
import { LoadError } from '../../../components/load-error';
import { useNotices } from '../../../components/notices';
import { NUDGE_DAYS_RANGE, outOfRange } from '../../../components/number-range';
import {
	adminEmailSettingsPath,
	useAdminEmailSettings,
} from '../api/get-admin-email-settings';
import { sendAdminTestEmailPath } from '../api/send-admin-test-email';
import { EmailTemplateFields } from './email-template-fields';

export function EmailsScreen() {
	const { data, error, isLoading } = useAdminEmailSettings();
	return (
		<>
			<AllCampaignsLink />
			<h1>{ __( 'Automatic e-mails', 'p2p-fundraising' ) }</h1>
			<p>
				{ __(
					'These e-mails are sent automatically from a queue every few minutes (WP-Cron), so a donation never waits for them.',
					'p2p-fundraising'
				) }
			</p>
			<LoadError error={ error } />
			{ isLoading && ! data ? (
				<Spinner
					size="medium"
					label={ __( 'Loading e-mails', 'p2p-fundraising' ) }
				/>
			) : null }
			{ data ? <EmailsForm settings={ data.data } /> : null }
		</>
	);
}

function EmailsForm( { settings }: { settings: AdminEmailSettings } ) {
	const client = useApiClient();
	const { addNotice } = useNotices();
	const { run, isBusy } = useAdminAction();
	const [ values, setValues ] = useState( settings );
	const [ error, setError ] = useState< string | undefined >();
	const [ fieldErrors, setFieldErrors ] = useState<
		Record< string, string >
	>( {} );
	const [ testing, setTesting ] = useState< string | null >( null );
	const format = useFormat();

	const change = ( kind: string, changes: Partial< AdminEmailTemplate > ) =>
		setValues( ( current ) => ( {
			...current,
			templates: current.templates.map( ( template ) =>
				template.kind === kind ? { ...template, ...changes } : template
			),
		} ) );

	const changeReceipt = (
		changes: Partial< AdminEmailSettings[ 'receipt' ] >
	) =>
		setValues( ( current ) => ( {
			...current,
			receipt: { ...current.receipt, ...changes },
		} ) );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const nudgeDays = outOfRange(
			values.nudgeDays,
			NUDGE_DAYS_RANGE,
			format.number
		);
		if ( nudgeDays ) {
			setError( undefined );
			setFieldErrors( { nudgeDays } );
			return;
		}
		const result = await run< AdminEmailSettings >(
			adminEmailSettingsPath,
			{
				nudgeDays: values.nudgeDays,
				receipt: {
					organisation: values.receipt.organisation,
					taxText: values.receipt.taxText,
				},
				templates: Object.fromEntries(
					values.templates.map( ( template ) => [
						template.kind,
						{
							enabled: template.enabled,
							subject: template.subject,
							body: template.body,
						},
					] )
				),
			},
			__( 'E-mails saved.', 'p2p-fundraising' )
		);
		setError( result.error?.message );
		setFieldErrors(
			( result.error?.data.params as Record< string, string > ) ?? {}
		);
		if ( result.data ) {
			setValues( result.data );
		}
	};

	const test = async ( template: AdminEmailTemplate ) => {
		setTesting( template.kind );
		try {
			const response = await client.post< { message: string } >(
				sendAdminTestEmailPath,
				{
					kind: template.kind,
					subject: template.subject,
					body: template.body,
				}
			);
			addNotice( 'success', response.message );
		} catch ( caught ) {
			const failed = toApiError( caught );
			addNotice( 'error', failed.message );
			// An unknown {name} in the text as typed: the message beside that field too.
			setFieldErrors(
				( failed.data.params as Record< string, string > ) ?? {}
			);
		} finally {
			setTesting( null );
		}
	};

	/** One template's fields (the same for every audience), with any extra fields inside. */
	const templateFields = (
		template: AdminEmailTemplate,
		extra?: ReactNode
	) => (
		<EmailTemplateFields
			key={ template.kind }
			template={ template }
			errors={ fieldErrors }
			isTesting={ testing === template.kind }
			onChange={ ( changes ) => change( template.kind, changes ) }
			onTest={ () => test( template ) }
		>
			{ extra }
		</EmailTemplateFields>
	);

	return (
		<form
			className="p2p-admin-form p2p-admin-emails"
			onSubmit={ submit }
			noValidate
			aria-busy={ isBusy }
		>
			<h2>{ __( 'To fundraisers', 'p2p-fundraising' ) }</h2>
			<p>
				{ __(
					'Each is sent at most once per fundraiser and occasion; every e-mail carries an unsubscribe link.',
					'p2p-fundraising'
				) }
			</p>
			{ values.templates
				.filter( ( template ) => template.audience !== 'donor' )
				.map( ( template ) => templateFields( template ) ) }
			<TextField
				label={ __(
					'Send the nudge after this many days without a donation',
					'p2p-fundraising'
				) }
				type="number"
				min={ 1 }
				max={ 90 }
				value={ values.nudgeDays }
				error={ fieldErrors.nudgeDays }
				onChange={ ( event ) =>
					setValues( ( current ) => ( {
						...current,
						nudgeDays: Number( event.target.value ),
					} ) )
				}
			/>
			<h2>{ __( 'To donors', 'p2p-fundraising' ) }</h2>
			<p>
				{ __(
					'Every donor’s gift gets a numbered receipt once its payment is in: a test-mode gift at once (marked as a test), an offline pledge when you confirm it, a Stripe gift and each monthly renewal when Stripe confirms the payment. A receipt is a record of a payment, so it has no unsubscribe link.',
					'p2p-fundraising'
				) }
			</p>
			{ values.templates
				.filter( ( template ) => template.audience === 'donor' )
				.map( ( template ) =>
					templateFields(
						template,
						template.kind === 'dedication_notice' ? (
							<p className="description">
								{ __(
									'Sent once to the person a donor asks us to tell about a dedicated gift, when the gift completes (an offline pledge when you confirm it); not when the gift is refunded or its words are hidden first.',
									'p2p-fundraising'
								) }
							</p>
						) : (
							<>
								<TextField
									label={ __(
										'Organisation named on receipts',
										'p2p-fundraising'
									) }
									value={ values.receipt.organisation }
									placeholder={
										values.receipt.organisationDefault
									}
									maxLength={ 200 }
									hint={ __(
										'Who received the gift, as your tax authority knows it. Empty: the site name.',
										'p2p-fundraising'
									) }
									error={
										fieldErrors[ 'receipt.organisation' ]
									}
									onChange={ ( event ) =>
										changeReceipt( {
											organisation: event.target.value,
										} )
									}
								/>
								<TextAreaField
									label={ __(
										'Tax wording on receipts',
										'p2p-fundraising'
									) }
									rows={ 3 }
									value={ values.receipt.taxText }
									maxLength={ 2000 }
									hint={ __(
										'Printed on every receipt as {tax_text}, e.g. your registered charity number and whether the gift is tax-deductible. Empty: none.',
										'p2p-fundraising'
									) }
									error={ fieldErrors[ 'receipt.taxText' ] }
									onChange={ ( event ) =>
										changeReceipt( {
											taxText: event.target.value,
										} )
									}
								/>
							</>
						)
					)
				) }
			<FormError message={ error } />
			<p className="submit">
				<button
					type="submit"
					className="button button-primary"
					disabled={ isBusy }
				>
					{ __( 'Save E-mails', 'p2p-fundraising' ) }
				</button>
			</p>
		</form>
	);
}
