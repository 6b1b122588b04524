/**
 * Add or edit a participant type: name, description, fee, capacity, suggested goal, the days
 * registration opens and closes, and (once it exists) whether the organisers closed it.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import {
	CheckboxField,
	TextAreaField,
	TextField,
	withValue,
} from '../../../../shared/ui/form-field';
import { FormModal } from '../../../components/form-modal';
import type { AdminRegistrationType } from '../api/get-admin-registration-options';
import {
	createAdminRegistrationTypePath,
	updateAdminRegistrationTypePath,
} from '../api/save-admin-registration-type';
import { fractionDigits, fromMinor, toMinor } from '../fee-units';

interface RegistrationTypeModalProps {
	campaignId: number;
	currency: string;
	type: AdminRegistrationType | null;
	onClose: () => void;
}

const numberOrNull = ( text: string ) =>
	text.trim() === '' ? null : Number( text );

export function RegistrationTypeModal( {
	campaignId,
	currency,
	type,
	onClose,
}: RegistrationTypeModalProps ) {
	const [ values, setValues ] = useState( {
		name: type?.name ?? '',
		description: type?.description ?? '',
		fee: type ? String( fromMinor( type.fee, currency ) ) : '0',
		capacity:
			type?.capacity === null || ! type ? '' : String( type.capacity ),
		suggested_goal:
			type?.suggested_goal === null || ! type
				? ''
				: String( type.suggested_goal ),
		opens_on: type?.opens_on ?? '',
		closes_on: type?.closes_on ?? '',
	} );
	const [ isClosed, setClosed ] = useState( type?.is_closed ?? false );
	const set = ( key: keyof typeof values ) => ( value: string ) =>
		setValues( ( current ) => ( { ...current, [ key ]: value } ) );
	const step = 1 / 10 ** fractionDigits( currency );

	return (
		<FormModal
			title={
				type
					? __( 'Edit participant type', 'p2p-fundraising' )
					: __( 'Add participant type', 'p2p-fundraising' )
			}
			formId="p2p-registration-type-form"
			submitLabel={ __( 'Save participant type', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: type
					? updateAdminRegistrationTypePath( type.id )
					: createAdminRegistrationTypePath( campaignId ),
				body: {
					name: values.name,
					description: values.description,
					fee: toMinor( Number( values.fee ) || 0, currency ),
					capacity: numberOrNull( values.capacity ),
					suggested_goal: numberOrNull( values.suggested_goal ),
					opens_on: values.opens_on,
					closes_on: values.closes_on,
					...( type ? { is_closed: isClosed } : {} ),
				},
				successMessage: type
					? __( 'Participant type saved.', 'p2p-fundraising' )
					: __( 'Participant type added.', 'p2p-fundraising' ),
			} ) }
		>
			{ ( errors ) => (
				<>
					<TextField
						label={ __( 'Name', 'p2p-fundraising' ) }
						hint={ __(
							'For example “5 km runner” or “Volunteer”.',
							'p2p-fundraising'
						) }
						value={ values.name }
						onChange={ withValue( set( 'name' ) ) }
						isRequired
						maxLength={ 191 }
						error={ errors.name }
					/>
					<TextAreaField
						label={ __( 'Description', 'p2p-fundraising' ) }
						rows={ 3 }
						value={ values.description }
						onChange={ withValue( set( 'description' ) ) }
						maxLength={ 1000 }
						error={ errors.description }
					/>
					<TextField
						label={ __( 'Registration fee', 'p2p-fundraising' ) }
						hint={ __(
							'0 for none. Paid before the fundraiser page goes live; never counted as a donation.',
							'p2p-fundraising'
						) }
						type="number"
						min={ 0 }
						step={ step }
						value={ values.fee }
						onChange={ withValue( set( 'fee' ) ) }
						error={ errors.fee }
					/>
					<TextField
						label={ __( 'Capacity', 'p2p-fundraising' ) }
						hint={ __(
							'Number of places; empty for no limit.',
							'p2p-fundraising'
						) }
						type="number"
						min={ 1 }
						step={ 1 }
						value={ values.capacity }
						onChange={ withValue( set( 'capacity' ) ) }
						error={ errors.capacity }
					/>
					<TextField
						label={ __(
							'Suggested fundraising goal',
							'p2p-fundraising'
						) }
						hint={ __(
							'Pre-fills the goal of the participant’s page; empty for the campaign’s default.',
							'p2p-fundraising'
						) }
						type="number"
						min={ 0 }
						step={ 1 }
						value={ values.suggested_goal }
						onChange={ withValue( set( 'suggested_goal' ) ) }
						error={ errors.suggested_goal }
					/>
					<TextField
						label={ __( 'Registration opens', 'p2p-fundraising' ) }
						type="date"
						value={ values.opens_on }
						onChange={ withValue( set( 'opens_on' ) ) }
						error={ errors.opens_on }
					/>
					<TextField
						label={ __( 'Registration closes', 'p2p-fundraising' ) }
						hint={ __(
							'The last day people can choose it.',
							'p2p-fundraising'
						) }
						type="date"
						value={ values.closes_on }
						onChange={ withValue( set( 'closes_on' ) ) }
						error={ errors.closes_on }
					/>
					{ type && (
						<CheckboxField
							label={ __(
								'Closed: nobody more can choose it',
								'p2p-fundraising'
							) }
							checked={ isClosed }
							onChange={ ( event ) =>
								setClosed( event.target.checked )
							}
						/>
					) }
				</>
			) }
		</FormModal>
	);
}
