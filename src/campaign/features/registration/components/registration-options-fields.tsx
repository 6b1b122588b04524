/**
 * The campaign's own questions inside step 1 of the wizard (issue 28, decision 0098): how the
 * person takes part (participant types; sold out, not yet open and closed ones shown but not
 * choosable), the campaign's questions and the waiver to accept. Fieldsets of the registration
 * form, so the wizard keeps the spec's steps.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useFormat } from '../../../../shared/app-services';
import {
	CheckboxField,
	FieldErrorText,
	FieldHint,
	SelectField,
	TextField,
	describedBy,
	errorId,
} from '../../../../shared/ui/form-field';
import type {
	RegistrationOptions,
	RegistrationType,
} from '../api/get-registration-options';
import type { RegistrationFields } from '../api/registration-payload';

/** The form values these fieldsets add. */
export interface RegistrationOptionValues {
	registration_type: string;
	answers: Record< string, string | boolean >;
	waiver_accepted: boolean;
}

/** Every value of the registration form. */
export type RegistrationFormValues = RegistrationFields &
	RegistrationOptionValues;

const Fieldset = styled.fieldset`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	padding: 0;
	border: 0;
	min-width: 0;

	legend {
		margin: 0 0 0.35rem;
		padding: 0;
		font-weight: 600;
	}
`;

const TypeOption = styled.div`
	display: flex;
	gap: 0.5rem;
	align-items: flex-start;
	padding: 0.5rem 0;

	input {
		margin-top: 0.3rem;
	}

	label {
		font-weight: 600;
	}

	p {
		margin: 0.15rem 0 0;
		font-weight: 400;
	}
`;

const WaiverText = styled.div`
	max-height: 12rem;
	overflow: auto;
	margin: 0 0 0.5rem;
	padding: 0.75rem;
	border: 1px solid currentColor;
	border-radius: 4px;
	white-space: pre-wrap;

	&:focus-visible {
		outline: 2px solid currentColor;
		outline-offset: 2px;
	}
`;

interface RegistrationOptionsFieldsProps {
	idPrefix: string;
	options: RegistrationOptions;
	register: UseFormRegister< RegistrationFormValues >;
	errors: FieldErrors< RegistrationFormValues >;
}

/** Why a type cannot be chosen, or how many places are left. */
function typeState(
	type: RegistrationType,
	formatNumber: ( n: number ) => string
): string {
	switch ( type.availability ) {
		case 'sold_out':
			return __( 'Sold out', 'p2p-fundraising' );
		case 'closed':
			return __( 'Registration closed', 'p2p-fundraising' );
		case 'not_open':
			return type.opens_on
				? sprintf(
						/* translators: %s: date registration opens (YYYY-MM-DD). */
						__( 'Registration opens on %s', 'p2p-fundraising' ),
						type.opens_on
					)
				: __( 'Registration not open yet', 'p2p-fundraising' );
		default:
			return type.places_left === null
				? ''
				: sprintf(
						/* translators: %s: number of places left. */
						_n(
							'%s place left',
							'%s places left',
							type.places_left,
							'p2p-fundraising'
						),
						formatNumber( type.places_left )
					);
	}
}

export function RegistrationOptionsFields( {
	idPrefix,
	options,
	register,
	errors,
}: RegistrationOptionsFieldsProps ) {
	const format = useFormat();
	const typeError = errors.registration_type?.message;
	const waiverError = errors.waiver_accepted?.message;
	const typesId = `${ idPrefix }-types`;
	const waiverId = `${ idPrefix }-waiver`;
	const answerErrors = errors.answers as
		Record< string, { message?: string } | undefined > | undefined;
	return (
		<>
			{ options.types.length > 0 && (
				<Fieldset
					className="p2p-registration-types"
					aria-describedby={
						typeError ? errorId( typesId ) : undefined
					}
				>
					<legend>
						{ __( 'How do you take part?', 'p2p-fundraising' ) }
						<span aria-hidden="true"> *</span>
					</legend>
					{ options.types.map( ( type ) => {
						const optionId = `${ typesId }-${ type.id }`;
						const state = typeState( type, format.number );
						const isChoosable = type.availability === 'available';
						const details = [
							type.fee > 0
								? sprintf(
										/* translators: %s: registration fee. */
										__( 'Fee: %s', 'p2p-fundraising' ),
										format.money( type.fee )
									)
								: __( 'No fee', 'p2p-fundraising' ),
							state,
						]
							.filter( Boolean )
							.join( ' · ' );
						return (
							<TypeOption
								key={ type.id }
								className="p2p-registration-types__option"
							>
								<input
									id={ optionId }
									type="radio"
									value={ String( type.id ) }
									disabled={ ! isChoosable }
									aria-describedby={ `${ optionId }-details` }
									{ ...register( 'registration_type', {
										required: __(
											'Please choose how you take part.',
											'p2p-fundraising'
										),
									} ) }
								/>
								<div>
									<label htmlFor={ optionId }>
										{ type.name }
									</label>
									<p id={ `${ optionId }-details` }>
										{ details }
										{ type.description && (
											<>
												<br />
												{ type.description }
											</>
										) }
									</p>
								</div>
							</TypeOption>
						);
					} ) }
					{ typeError && (
						<FieldErrorText id={ errorId( typesId ) } role="alert">
							{ typeError }
						</FieldErrorText>
					) }
				</Fieldset>
			) }
			{ options.questions.length > 0 && (
				<Fieldset className="p2p-registration-questions">
					<legend>
						{ __( 'A few questions', 'p2p-fundraising' ) }
					</legend>
					{ options.questions.map( ( question ) => {
						const name = `answers.q${ question.id }` as const;
						const fieldId = `${ idPrefix }-q${ question.id }`;
						const error =
							answerErrors?.[ `q${ question.id }` ]?.message;
						const requiredMessage =
							question.kind === 'checkbox'
								? __(
										'Please tick this box to register.',
										'p2p-fundraising'
									)
								: __(
										'Please answer this question.',
										'p2p-fundraising'
									);
						const rules = question.required
							? { required: requiredMessage }
							: {};
						if ( question.kind === 'checkbox' ) {
							return (
								<div key={ question.id }>
									<CheckboxField
										id={ fieldId }
										label={ question.label }
										required={ question.required }
										{ ...describedBy(
											fieldId,
											false,
											error
										) }
										{ ...register( name, rules ) }
									/>
									{ error && (
										<FieldErrorText
											id={ errorId( fieldId ) }
											role="alert"
										>
											{ error }
										</FieldErrorText>
									) }
								</div>
							);
						}
						if ( question.kind === 'choice' ) {
							return (
								<SelectField
									key={ question.id }
									id={ fieldId }
									label={ question.label }
									isRequired={ question.required }
									error={ error }
									options={ [
										{
											value: '',
											label: __(
												'Choose…',
												'p2p-fundraising'
											),
										},
										...question.options.map(
											( option ) => ( {
												value: option,
												label: option,
											} )
										),
									] }
									{ ...register( name, rules ) }
								/>
							);
						}
						return (
							<TextField
								key={ question.id }
								id={ fieldId }
								label={ question.label }
								isRequired={ question.required }
								error={ error }
								maxLength={ 500 }
								{ ...register( name, rules ) }
							/>
						);
					} ) }
				</Fieldset>
			) }
			{ options.waiver !== '' && (
				<Fieldset className="p2p-registration-waiver">
					<legend id={ `${ waiverId }-legend` }>
						{ __( 'Waiver', 'p2p-fundraising' ) }
					</legend>
					<WaiverText
						// Scrollable, so it must be reachable by keyboard.
						tabIndex={ 0 }
						role="region"
						aria-labelledby={ `${ waiverId }-legend` }
					>
						{ options.waiver }
					</WaiverText>
					<CheckboxField
						id={ waiverId }
						label={ __(
							'I have read and accept the waiver.',
							'p2p-fundraising'
						) }
						required
						{ ...describedBy( waiverId, false, waiverError ) }
						{ ...register( 'waiver_accepted', {
							required: __(
								'Please accept the waiver to register.',
								'p2p-fundraising'
							),
						} ) }
					/>
					{ waiverError && (
						<FieldErrorText id={ errorId( waiverId ) } role="alert">
							{ waiverError }
						</FieldErrorText>
					) }
					<FieldHint>
						{ __(
							'The text you accept is kept with your registration.',
							'p2p-fundraising'
						) }
					</FieldHint>
				</Fieldset>
			) }
		</>
	);
}
