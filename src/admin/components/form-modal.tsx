/**
 * A form in a modal (add, edit, record, reassign): Cancel and the submit button in the footer, the
 * fields in the body. Submitting runs the caller's write; success closes the modal, a failure keeps
 * the input and shows the server's message under the fields, and each field's own message (the
 * error's data.params) to children given as a function, to show beside the field.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../shared/ui/modal';
import { useAdminAction } from '../api/use-admin-action';
import { FormError } from '../../shared/ui/form-error';
import { serverFieldErrors } from '../../shared/forms/apply-server-field-errors';

export interface AdminWrite {
	path: string;
	body: Record< string, unknown >;
	/** The notice shown once the write succeeds. */
	successMessage: string;
}

interface FormModalProps {
	title: string;
	/** Ties the footer's submit button to the form. */
	formId: string;
	submitLabel: string;
	onClose: () => void;
	/** Describes the write from the current input, when the form is submitted. */
	write: () => AdminWrite;
	/** The fields, or a function of the server's field messages (parameter => message). */
	children: ReactNode | ( ( fieldErrors: FieldErrors ) => ReactNode );
}

export type FieldErrors = Partial< Record< string, string > >;

export function FormModal( {
	title,
	formId,
	submitLabel,
	onClose,
	write,
	children,
}: FormModalProps ) {
	const [ error, setError ] = useState< string | undefined >();
	const [ fieldErrors, setFieldErrors ] = useState< FieldErrors >( {} );
	const { run, isBusy } = useAdminAction();

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const { path, body, successMessage } = write();
		const result = await run( path, body, successMessage );
		if ( result.error ) {
			setError( result.error.message );
			setFieldErrors(
				Object.fromEntries( serverFieldErrors( result.error ) )
			);
		} else {
			onClose();
		}
	};

	return (
		<Modal
			isOpen
			title={ title }
			onClose={ onClose }
			actions={
				<>
					<button
						type="button"
						className="button"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'p2p-fundraising' ) }
					</button>
					<button
						type="submit"
						form={ formId }
						className="button button-primary"
						disabled={ isBusy }
					>
						{ submitLabel }
					</button>
				</>
			}
		>
			<form
				id={ formId }
				onSubmit={ submit }
				className="p2p-admin-modal-form"
			>
				{ typeof children === 'function'
					? children( fieldErrors )
					: children }
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
