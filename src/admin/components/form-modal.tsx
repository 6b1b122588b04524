/**
 * A form in a modal (add, edit, record, reassign): Cancel and the submit button in the footer, the
 * fields in the body. Submitting runs the caller's write; success closes the modal, a failure keeps
 * the input and shows the server's message under the fields.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../shared/ui/modal';
import { useAdminAction } from '../api/use-admin-action';
import { FormError } from '../../shared/ui/form-error';

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
	/** Receives the server's message of each invalid field (`data.params`), {} before a submit. */
	onFieldErrors?: ( errors: Record< string, string > ) => void;
	children: ReactNode;
}

/** The server's per-field messages of a 400 (`data.params`), as strings. */
function fieldErrorsOf( data: Record< string, unknown > ) {
	const params = data.params;
	const errors: Record< string, string > = {};
	if ( params && typeof params === 'object' ) {
		for ( const [ key, value ] of Object.entries( params ) ) {
			if ( typeof value === 'string' ) {
				errors[ key ] = value;
			}
		}
	}
	return errors;
}

export function FormModal( {
	title,
	formId,
	submitLabel,
	onClose,
	write,
	onFieldErrors,
	children,
}: FormModalProps ) {
	const [ error, setError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const { path, body, successMessage } = write();
		const result = await run( path, body, successMessage );
		onFieldErrors?.(
			result.error ? fieldErrorsOf( result.error.data ) : {}
		);
		if ( result.error ) {
			setError( result.error.message );
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
				{ children }
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
