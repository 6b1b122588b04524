/**
 * The payment settings form's state and actions: typed values stay as typed after a failed save
 * (with the server's field errors beside them); secrets are sent only when the admin typed new
 * ones, and cleared from the form once saved (the server answers with masks).
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, useFormat } from '../../../shared/app-services';
import { toApiError } from '../../../shared/api/api-error';
import { useNotices } from '../../components/notices';
import {
	FEE_FIXED_RANGE,
	FEE_PERCENT_RANGE,
	outOfRange,
} from '../../components/number-range';
import {
	PAYMENT_SETTINGS_PATH,
	TEST_CONNECTION_PATH,
	type AdminPaymentSettings,
	type ConnectionResult,
	type PaymentSettingsInput,
} from './api/payment-settings';

export interface FormValues {
	mode: PaymentSettingsInput[ 'mode' ];
	publishable_key: string;
	secret_key: string;
	webhook_secret: string;
	currency: string;
	fee_percent: string;
	fee_fixed: string;
}

function valuesFrom( saved: AdminPaymentSettings ): FormValues {
	return {
		mode: saved.mode,
		publishable_key: saved.publishable_key,
		secret_key: '',
		webhook_secret: '',
		currency: saved.currency,
		fee_percent: String( saved.fee_percent ),
		fee_fixed: String( saved.fee_fixed ),
	};
}

export function usePaymentSettingsForm(
	saved: AdminPaymentSettings | undefined
) {
	const client = useApiClient();
	const format = useFormat();
	const { mutate } = useSWRConfig();
	const { addNotice } = useNotices();
	const [ values, setValues ] = useState< FormValues | null >( null );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ formError, setFormError ] = useState( '' );
	const [ isSaving, setSaving ] = useState( false );
	const [ connection, setConnection ] = useState< {
		isOk: boolean;
		message: string;
	} | null >( null );
	const [ isTesting, setTesting ] = useState( false );

	useEffect( () => {
		if ( saved && values === null ) {
			setValues( valuesFrom( saved ) );
		}
	}, [ saved, values ] );

	const change = < K extends keyof FormValues >(
		key: K,
		value: FormValues[ K ]
	) =>
		setValues( ( current ) =>
			current ? { ...current, [ key ]: value } : current
		);

	async function save() {
		if ( ! values ) {
			return;
		}
		const outside = Object.fromEntries(
			(
				[
					[ 'fee_percent', FEE_PERCENT_RANGE ],
					[ 'fee_fixed', FEE_FIXED_RANGE ],
				] as const
			 )
				.map( ( [ key, range ] ) => [
					key,
					outOfRange( Number( values[ key ] ), range, format.number ),
				] )
				.filter( ( [ , message ] ) => message !== undefined )
		) as Record< string, string >;
		if ( Object.keys( outside ).length > 0 ) {
			setErrors( outside );
			setFormError( '' );
			return;
		}
		setSaving( true );
		setErrors( {} );
		setFormError( '' );
		const body: Record< string, unknown > = {
			mode: values.mode,
			publishable_key: values.publishable_key.trim(),
			currency: values.currency.trim().toUpperCase(),
			fee_percent: Number( values.fee_percent ),
			fee_fixed: Number( values.fee_fixed ),
		};
		if ( values.secret_key.trim() ) {
			body.secret_key = values.secret_key.trim();
		}
		if ( values.webhook_secret.trim() ) {
			body.webhook_secret = values.webhook_secret.trim();
		}
		try {
			const response = await client.post< {
				data: AdminPaymentSettings;
			} >( PAYMENT_SETTINGS_PATH, body );
			await mutate( [ PAYMENT_SETTINGS_PATH, {} ], response, {
				revalidate: false,
			} );
			setValues( valuesFrom( response.data ) );
			addNotice(
				'success',
				__( 'Payment settings saved.', 'p2p-fundraising' )
			);
		} catch ( error ) {
			const apiError = toApiError( error );
			const params = apiError.data.params;
			setErrors(
				typeof params === 'object' && params !== null
					? ( params as Record< string, string > )
					: {}
			);
			setFormError( apiError.message );
		} finally {
			setSaving( false );
		}
	}

	async function testConnection() {
		setTesting( true );
		setConnection( null );
		try {
			const response = await client.post< { data: ConnectionResult } >(
				TEST_CONNECTION_PATH,
				{}
			);
			setConnection( { isOk: true, message: response.data.message } );
		} catch ( error ) {
			setConnection( {
				isOk: false,
				message: toApiError( error ).message,
			} );
		} finally {
			setTesting( false );
		}
	}

	return {
		values,
		errors,
		formError,
		isSaving,
		change,
		save,
		connection,
		isTesting,
		testConnection,
	};
}
