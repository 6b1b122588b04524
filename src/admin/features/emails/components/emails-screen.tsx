/**
 * #/emails: the automatic e-mails to fundraisers (welcome, donation received, milestones, nudge,
 * the captain's weekly summary): each can be switched off and edited, and tried with "Send me a
 * test". A failed save keeps what was typed and shows the server's message.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { useApiClient, useFormat } from '../../../../shared/app-services';
import { toApiError } from '../../../../shared/api/api-error';
import { FormError } from '../../../../shared/ui/form-error';
import { TextField } from '../../../../shared/ui/form-field';
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
			<h1>{ __( 'E-mails to fundraisers', 'p2p-fundraising' ) }</h1>
			<p>
				{ __(
					'These e-mails are sent automatically from a queue every few minutes (WP-Cron), so a donation never waits for them. Each is sent at most once per fundraiser and occasion; every e-mail carries an unsubscribe link.',
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
			addNotice( 'error', toApiError( caught ).message );
		} finally {
			setTesting( null );
		}
	};

	return (
		<form
			className="p2p-admin-form p2p-admin-emails"
			onSubmit={ submit }
			noValidate
			aria-busy={ isBusy }
		>
			{ values.templates.map( ( template ) => (
				<EmailTemplateFields
					key={ template.kind }
					template={ template }
					errors={ fieldErrors }
					isTesting={ testing === template.kind }
					onChange={ ( changes ) => change( template.kind, changes ) }
					onTest={ () => test( template ) }
				/>
			) ) }
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
