/**
 * The settings form: every section, one Save button. A failed save shows the server's message and
 * keeps what was changed.
 */
import { __ } from '@wordpress/i18n';
import { useState, type ComponentType, type FormEvent } from 'react';
import type { AdminSettings } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { FormError } from '../../../../shared/ui/form-error';
import { updateAdminSettingsPath } from '../api/update-admin-settings';
import { DataSection } from './data-section';
import { RegistrationSection } from './registration-section';
import type { SettingsSectionProps } from './settings-section';

const SECTIONS: Array< ComponentType< SettingsSectionProps > > = [
	RegistrationSection,
	DataSection,
];

interface SettingsFormProps {
	settings: AdminSettings;
}

export function SettingsForm( { settings }: SettingsFormProps ) {
	const [ values, setValues ] = useState( settings );
	const [ error, setError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const change = ( changes: Partial< AdminSettings > ) =>
		setValues( ( current ) => ( { ...current, ...changes } ) );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const result = await run< AdminSettings >(
			updateAdminSettingsPath,
			{ ...values },
			__( 'Settings saved.', 'p2p-fundraising' )
		);
		setError( result.error?.message );
		if ( result.data ) {
			setValues( result.data );
		}
	};

	return (
		<form
			className="p2p-admin-form p2p-admin-settings"
			onSubmit={ submit }
			noValidate
			aria-busy={ isBusy }
		>
			{ SECTIONS.map( ( Section, index ) => (
				<Section key={ index } values={ values } onChange={ change } />
			) ) }
			<FormError message={ error } />
			<p className="submit">
				<button
					type="submit"
					className="button button-primary"
					disabled={ isBusy }
				>
					{ __( 'Save Settings', 'p2p-fundraising' ) }
				</button>
			</p>
		</form>
	);
}
