/**
 * Admin-local form inputs in the WordPress look (`regular-text`, `large-text`, descriptions under
 * the field). Each input is tied to its label, its help and its error (aria-describedby).
 */
import { useId, type ReactNode } from 'react';

interface FieldBase {
	label: string;
	help?: ReactNode;
	error?: string;
	isRequired?: boolean;
}

interface FieldShellProps extends FieldBase {
	id: string;
	children: ReactNode;
}

function describedBy( id: string, help?: ReactNode, error?: string ) {
	return (
		[ help ? `${ id }-help` : '', error ? `${ id }-error` : '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined
	);
}

function FieldShell( {
	id,
	label,
	help,
	error,
	isRequired,
	children,
}: FieldShellProps ) {
	return (
		<div className="p2p-admin-field">
			<label htmlFor={ id } className="p2p-admin-field__label">
				{ label }
				{ isRequired && (
					<span aria-hidden="true" className="p2p-admin-required">
						{ ' ' }
						*
					</span>
				) }
			</label>
			{ children }
			{ help && (
				<p id={ `${ id }-help` } className="description">
					{ help }
				</p>
			) }
			{ error && (
				<p
					id={ `${ id }-error` }
					className="p2p-admin-field__error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</div>
	);
}

interface TextFieldProps extends FieldBase {
	value: string;
	onChange: ( value: string ) => void;
	type?: 'text' | 'url' | 'email' | 'number' | 'password';
	autoComplete?: string;
	min?: number;
	step?: number | string;
	maxLength?: number;
	placeholder?: string;
	name?: string;
	isDisabled?: boolean;
}

export function TextField( {
	value,
	onChange,
	type = 'text',
	min,
	step,
	maxLength,
	placeholder,
	name,
	isDisabled,
	autoComplete,
	...base
}: TextFieldProps ) {
	const id = useId();
	return (
		<FieldShell id={ id } { ...base }>
			<input
				id={ id }
				name={ name }
				className="regular-text"
				type={ type }
				value={ value }
				min={ min }
				step={ step }
				maxLength={ maxLength }
				placeholder={ placeholder }
				autoComplete={ autoComplete }
				required={ base.isRequired }
				disabled={ isDisabled }
				aria-invalid={ base.error ? true : undefined }
				aria-describedby={ describedBy( id, base.help, base.error ) }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</FieldShell>
	);
}

interface TextareaFieldProps extends FieldBase {
	value: string;
	onChange: ( value: string ) => void;
	rows?: number;
	placeholder?: string;
	name?: string;
}

export function TextareaField( {
	value,
	onChange,
	rows = 5,
	placeholder,
	name,
	...base
}: TextareaFieldProps ) {
	const id = useId();
	return (
		<FieldShell id={ id } { ...base }>
			<textarea
				id={ id }
				name={ name }
				className="large-text"
				rows={ rows }
				value={ value }
				placeholder={ placeholder }
				aria-invalid={ base.error ? true : undefined }
				aria-describedby={ describedBy( id, base.help, base.error ) }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</FieldShell>
	);
}

interface SelectFieldProps extends FieldBase {
	value: string;
	onChange: ( value: string ) => void;
	options: Array< { value: string; label: string } >;
	name?: string;
}

export function SelectField( {
	value,
	onChange,
	options,
	name,
	...base
}: SelectFieldProps ) {
	const id = useId();
	return (
		<FieldShell id={ id } { ...base }>
			<select
				id={ id }
				name={ name }
				value={ value }
				aria-describedby={ describedBy( id, base.help, base.error ) }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</FieldShell>
	);
}

interface CheckboxFieldProps {
	label: string;
	isChecked: boolean;
	onChange: ( checked: boolean ) => void;
}

export function CheckboxField( {
	label,
	isChecked,
	onChange,
}: CheckboxFieldProps ) {
	const id = useId();
	return (
		<div className="p2p-admin-field">
			<input
				id={ id }
				type="checkbox"
				checked={ isChecked }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>{ ' ' }
			<label htmlFor={ id }>{ label }</label>
		</div>
	);
}

/** A form's error from the server, shown under the form and announced. */
export function FormError( { message }: { message?: string } ) {
	if ( ! message ) {
		return null;
	}
	return (
		<div
			className="notice notice-error inline p2p-admin-form-error"
			role="alert"
		>
			<p>{ message }</p>
		</div>
	);
}
