/**
 * Add or edit a registration question: its text, its kind (short text, choice, checkbox), the
 * options of a choice (one a line) and whether an answer is required.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import {
	CheckboxField,
	SelectField,
	TextAreaField,
	TextField,
	withValue,
} from '../../../../shared/ui/form-field';
import { FormModal } from '../../../components/form-modal';
import type { AdminRegistrationQuestion } from '../api/get-admin-registration-options';
import {
	createAdminRegistrationQuestionPath,
	updateAdminRegistrationQuestionPath,
} from '../api/save-admin-registration-question';

interface RegistrationQuestionModalProps {
	campaignId: number;
	question: AdminRegistrationQuestion | null;
	onClose: () => void;
}

export function RegistrationQuestionModal( {
	campaignId,
	question,
	onClose,
}: RegistrationQuestionModalProps ) {
	const [ label, setLabel ] = useState( question?.label ?? '' );
	const [ kind, setKind ] = useState< string >( question?.kind ?? 'text' );
	const [ options, setOptions ] = useState(
		( question?.options ?? [] ).join( '\n' )
	);
	const [ isRequired, setRequired ] = useState( question?.required ?? false );

	return (
		<FormModal
			title={
				question
					? __( 'Edit question', 'p2p-fundraising' )
					: __( 'Add question', 'p2p-fundraising' )
			}
			formId="p2p-registration-question-form"
			submitLabel={ __( 'Save question', 'p2p-fundraising' ) }
			onClose={ onClose }
			write={ () => ( {
				path: question
					? updateAdminRegistrationQuestionPath( question.id )
					: createAdminRegistrationQuestionPath( campaignId ),
				body: {
					label,
					kind,
					options:
						kind === 'choice'
							? options
									.split( '\n' )
									.map( ( option ) => option.trim() )
									.filter( Boolean )
							: [],
					required: isRequired,
				},
				successMessage: question
					? __( 'Question saved.', 'p2p-fundraising' )
					: __( 'Question added.', 'p2p-fundraising' ),
			} ) }
		>
			{ ( errors ) => (
				<>
					<TextField
						label={ __( 'Question', 'p2p-fundraising' ) }
						hint={ __(
							'For example “T-shirt size”.',
							'p2p-fundraising'
						) }
						value={ label }
						onChange={ withValue( setLabel ) }
						isRequired
						maxLength={ 191 }
						error={ errors.label }
					/>
					<SelectField
						label={ __( 'Answer', 'p2p-fundraising' ) }
						value={ kind }
						onChange={ withValue( setKind ) }
						options={ [
							{
								value: 'text',
								label: __( 'Short text', 'p2p-fundraising' ),
							},
							{
								value: 'choice',
								label: __(
									'Choice from a list',
									'p2p-fundraising'
								),
							},
							{
								value: 'checkbox',
								label: __( 'Checkbox', 'p2p-fundraising' ),
							},
						] }
						error={ errors.kind }
					/>
					{ kind === 'choice' && (
						<TextAreaField
							label={ __( 'Options', 'p2p-fundraising' ) }
							hint={ __(
								'One a line, at least two.',
								'p2p-fundraising'
							) }
							rows={ 5 }
							value={ options }
							onChange={ withValue( setOptions ) }
							isRequired
							error={ errors.options }
						/>
					) }
					<CheckboxField
						label={ __(
							'An answer is required',
							'p2p-fundraising'
						) }
						checked={ isRequired }
						onChange={ ( event ) =>
							setRequired( event.target.checked )
						}
					/>
				</>
			) }
		</FormModal>
	);
}
