/**
 * The frame of every campaign form: a positioned form that carries the submit overlay, validated
 * by us rather than the browser (errors are announced beside each field), with the server's
 * message for the whole form under it.
 */
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { FormError } from '../../shared/ui/form-error';
import { FormFrame } from '../../shared/ui/submit-button';

interface FormShellProps {
	formRef: RefObject< HTMLFormElement >;
	onSubmit: FormEventHandler< HTMLFormElement >;
	className: string;
	formError: string | null;
	/** A way out shown with the form's error (e.g. a link to the WordPress login page). */
	errorAction?: ReactNode;
	children: ReactNode;
}

export function FormShell( {
	formRef,
	onSubmit,
	className,
	formError,
	errorAction,
	children,
}: FormShellProps ) {
	return (
		<FormFrame
			ref={ formRef }
			noValidate
			onSubmit={ onSubmit }
			className={ className }
		>
			{ children }
			<FormError message={ formError } action={ errorAction } />
		</FormFrame>
	);
}
